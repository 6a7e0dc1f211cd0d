/** The history tab's rows (contract-threads/{id}): every term, newest first, with who made and approves it. */
import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
import { now } from '../time';
import { versionsOf } from './contractVersions';

const TYPE_TEXT = { original: 'Original', renewal: 'Renewal', extension: 'Extension' } as const;
const STATE_TEXT = { current: 'Current', pending: 'Waiting for approval', past: 'Past', rejected: 'Rejected' } as const;

function person(db: Database, id: number | null) {
  if (!id) return null;
  const user = prepared(db, 'SELECT id, name, email FROM users WHERE id = ?').get(id) as { id: number; name: string; email: string } | undefined;
  return user ? { id: user.id, full_name: user.name, email: user.email } : null;
}

export function contractThreads(db: Database, contractId: number, at = now()) {
  return versionsOf(db, contractId).map((version) => ({
    id: version.id,
    created_at: version.created_at,
    contract_start_date: version.contract_start_date,
    contract_end_date: version.contract_end_date,
    owner: person(db, version.owner_id),
    approver: person(db, version.approver_id),
    cost: version.cost,
    type: TYPE_TEXT[version.type],
    state: STATE_TEXT[version.state],
    current: version.state === 'current',
    expired: version.state !== 'pending' && version.state !== 'rejected' && !!version.contract_end_date && version.contract_end_date < at,
  }));
}
