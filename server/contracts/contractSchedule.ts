/**
 * What the clock does to contracts, run every minute by the server and by tests at a time they
 * choose: approved contracts become Active at their start and Expired after their end, and each
 * contract's expiry reminder is mailed once per end date, notify_before days ahead, to its
 * notify_to agents and addresses.
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { logEvent } from '../repositories/activityEvents';
import { queueMail } from '../repositories/outbox';
import type { ContractRow } from './contractFlow';
import { tableOf } from '../repositories/resourceTable';
import { saveRecord } from '../repositories/saveRecord';
import { emailOf } from '../repositories/users';
import { now } from '../time';
import { STATUS, statusAt } from './contractStates';

const DAY_MS = 86_400_000;

/** '2026-03-01 00:00:00' minus 5 days, in the same format. */
const daysBefore = (date: string, days: number) => now(new Date(Date.parse(`${date.replace(' ', 'T')}Z`) - days * DAY_MS));

export const forgetReminders = (db: SqlClient, contractId: number) => db.run('DELETE FROM contract_reminders_sent WHERE contract_id = ?', [contractId]);

/** The addresses of a notify_to list: agents by id, typed e-mails as they are. */
async function recipientsOf(db: SqlClient, notifyTo: unknown): Promise<string[]> {
  const list: unknown[] = typeof notifyTo === 'string' ? JSON.parse(notifyTo) : [];
  const recipients = new Set<string>();
  for (const entry of list) {
    if (typeof entry === 'string') recipients.add(entry);
    else {
      const email = await emailOf(db, entry);
      if (email) recipients.add(email);
    }
  }
  return [...recipients];
}

async function remind(db: SqlClient, def: ResourceDefinition, row: ContractRow, at: string): Promise<void> {
  const recipients = await recipientsOf(db, row.notify_to);
  for (const recipient of recipients) {
    await queueMail(db, {
      kind: 'contract_expiry_reminder', recipient, subject: `Contract expiring: ${String(row.name)}`,
      body: `The contract "${String(row.name)}" expires on ${String(row.contract_end_date)}.\nOpen /service-desk/contracts/${String(row.id)}/show to renew or extend it.`,
    }, at);
  }
  await db.run('INSERT INTO contract_reminders_sent (contract_id, contract_end_date, sent_at) VALUES (?, ?, ?)', [row.id, row.contract_end_date, at]);
  if (recipients.length) await logEvent(db, def.name, row.id, null, 'reminder', { phrase: 'sent the expiry reminder to {0}', values: [recipients.join(', ')] });
}

/** Brings every contract in line with the time `at` ('YYYY-MM-DD HH:mm:ss'), in one transaction. */
export async function runContractSchedule(db: SqlClient, def: ResourceDefinition, at = now()): Promise<void> {
  const table = tableOf(def);
  await db.transaction(async () => {
    const running = await db.all<ContractRow>(`SELECT * FROM ${table} WHERE status_id IN (?, ?, ?)`, [STATUS.approved, STATUS.active, STATUS.expired]);
    for (const row of running) {
      if (row.status_id === STATUS.expired) continue;
      const due = statusAt(String(row.contract_start_date), String(row.contract_end_date), at);
      if (due !== row.status_id) await saveRecord(db, def, { id: row.id, values: { status_id: due } }, null);
    }
    const watched = await db.all<ContractRow>(`SELECT c.* FROM ${table} c
      LEFT JOIN contract_reminders_sent s ON s.contract_id = c.id AND s.contract_end_date = c.contract_end_date
      WHERE c.status_id IN (?, ?, ?, ?) AND c.notify_before IS NOT NULL AND c.notify_to IS NOT NULL AND c.notify_to <> '[]'
        AND c.contract_end_date > ? AND s.contract_id IS NULL`, [STATUS.draft, STATUS.waiting, STATUS.approved, STATUS.active, at]);
    for (const row of watched) {
      if (daysBefore(String(row.contract_end_date), Number(row.notify_before)) <= at) await remind(db, def, row, at);
    }
  });
}
