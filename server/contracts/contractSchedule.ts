/**
 * What the clock does to contracts, run every minute by the server and by tests at a time they
 * choose: approved contracts become Active at their start and Expired after their end, and each
 * contract's expiry reminder is mailed once per end date, notify_before days ahead, to its
 * notify_to agents and addresses.
 */
import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import { logEvent } from '../repositories/activityEvents';
import { queueMail } from '../repositories/outbox';
import type { ContractRow } from './contractFlow';
import { tableOf } from '../repositories/resourceTable';
import { saveRecord } from '../repositories/saveRecord';
import { emailOf } from '../repositories/users';
import { prepared } from '../sql';
import { now } from '../time';
import { STATUS, statusAt } from './contractStates';

const DAY_MS = 86_400_000;

/** '2026-03-01 00:00:00' minus 5 days, in the same format. */
const daysBefore = (date: string, days: number) => now(new Date(Date.parse(`${date.replace(' ', 'T')}Z`) - days * DAY_MS));

export const forgetReminders = (db: Database, contractId: number) => prepared(db, 'DELETE FROM contract_reminders_sent WHERE contract_id = ?').run(contractId);

/** The addresses of a notify_to list: agents by id, typed e-mails as they are. */
function recipientsOf(db: Database, notifyTo: unknown): string[] {
  const list: unknown[] = typeof notifyTo === 'string' ? JSON.parse(notifyTo) : [];
  return [...new Set(list.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    const email = emailOf(db, entry);
    return email ? [email] : [];
  }))];
}

function remind(db: Database, def: ResourceDefinition, row: ContractRow, at: string): void {
  const recipients = recipientsOf(db, row.notify_to);
  for (const recipient of recipients) {
    queueMail(db, {
      kind: 'contract_expiry_reminder', recipient, subject: `Contract expiring: ${String(row.name)}`,
      body: `The contract "${String(row.name)}" expires on ${String(row.contract_end_date)}.\nOpen /service-desk/contracts/${String(row.id)}/show to renew or extend it.`,
    }, at);
  }
  prepared(db, 'INSERT INTO contract_reminders_sent (contract_id, contract_end_date, sent_at) VALUES (?, ?, ?)').run(row.id, row.contract_end_date, at);
  if (recipients.length) logEvent(db, def.name, row.id, null, 'reminder', { phrase: 'sent the expiry reminder to {0}', values: [recipients.join(', ')] });
}

/** Brings every contract in line with the time `at` ('YYYY-MM-DD HH:mm:ss'), in one transaction. */
export function runContractSchedule(db: Database, def: ResourceDefinition, at = now()): void {
  const table = tableOf(def);
  db.transaction(() => {
    const running = prepared(db, `SELECT * FROM ${table} WHERE status_id IN (?, ?, ?)`).all(STATUS.approved, STATUS.active, STATUS.expired) as ContractRow[];
    for (const row of running) {
      if (row.status_id === STATUS.expired) continue;
      const due = statusAt(String(row.contract_start_date), String(row.contract_end_date), at);
      if (due !== row.status_id) saveRecord(db, def, { id: row.id, values: { status_id: due } }, null);
    }
    const watched = prepared(db, `SELECT c.* FROM ${table} c
      LEFT JOIN contract_reminders_sent s ON s.contract_id = c.id AND s.contract_end_date = c.contract_end_date
      WHERE c.status_id IN (?, ?, ?, ?) AND c.notify_before IS NOT NULL AND c.notify_to IS NOT NULL AND c.notify_to <> '[]'
        AND c.contract_end_date > ? AND s.contract_id IS NULL`).all(STATUS.draft, STATUS.waiting, STATUS.approved, STATUS.active, at) as ContractRow[];
    for (const row of watched) {
      if (daysBefore(String(row.contract_end_date), Number(row.notify_before)) <= at) remind(db, def, row, at);
    }
  })();
}
