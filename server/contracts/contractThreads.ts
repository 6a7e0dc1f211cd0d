/** The history tab's rows (contract-threads/{id}): every term, newest first, with who made and approves it. */
import type { SqlClient } from '../database/sqlClient';
import { now } from '../time';
import { versionsOf } from './contractVersions';

const TYPE_TEXT = { original: 'Original', renewal: 'Renewal', extension: 'Extension' } as const;
const STATE_TEXT = { current: 'Current', pending: 'Waiting for approval', past: 'Past', rejected: 'Rejected' } as const;

async function person(db: SqlClient, id: number | null) {
  if (!id) return null;
  const user = await db.get<{ id: number; name: string; email: string }>('SELECT id, name, email FROM users WHERE id = ?', [id]);
  return user ? { id: user.id, full_name: user.name, email: user.email } : null;
}

export async function contractThreads(db: SqlClient, contractId: number, at = now()) {
  return Promise.all((await versionsOf(db, contractId)).map(async (version) => ({
    id: version.id,
    created_at: version.created_at,
    contract_start_date: version.contract_start_date,
    contract_end_date: version.contract_end_date,
    owner: await person(db, version.owner_id),
    approver: await person(db, version.approver_id),
    cost: version.cost,
    type: TYPE_TEXT[version.type],
    state: STATE_TEXT[version.state],
    current: version.state === 'current',
    expired: version.state !== 'pending' && version.state !== 'rejected' && !!version.contract_end_date && version.contract_end_date < at,
  })));
}
