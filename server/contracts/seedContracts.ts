/**
 * The demo's contracts walked through their lifecycle as people would: every contract gets its
 * first term, those with an approver go for approval, the clock dates the approved ones, and a few
 * are decided, renewed, extended or terminated, so every status and a history shows on a fresh start.
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { findRecord } from '../repositories/records';
import { decide, followSave, proposeTerm, terminate } from './contractFlow';
import { runContractSchedule } from './contractSchedule';

/** Months after a date, as the wire writes dates. */
const later = (date: string, months: number) => {
  const at = new Date(`${date.replace(' ', 'T')}Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 19).replace('T', ' ');
};

export async function seedContracts(db: SqlClient, resources: ResourceDefinition[], ids: number[]): Promise<void> {
  const def = resources.find((candidate) => candidate.file['x-store']?.lifecycle === 'contract');
  if (!def || ids.length === 0) return;
  for (const id of ids) await followSave(db, def, id, null, undefined);
  await runContractSchedule(db, def);
  const term = async (position: number, months: number, approver: number) => {
    const row = (await findRecord(db, def, ids[position]))!;
    const end = String(row.contract_end_date);
    return { contract_start_date: end, contract_end_date: later(end, months), cost: Math.round(Number(row.cost) * 105) / 100, approver_id: approver };
  };
  const at = (position: number) => ids[position];
  // Adobe: approved, then (expired) renewed for a year; the renewal waits for Barbara Liskov, an administrator.
  await decide(db, def, at(4), 4, 'approve', '<p>Budget confirmed.</p>');
  await runContractSchedule(db, def);
  await proposeTerm(db, def, at(4), 4, 'renewal', await term(4, 12, 8));
  // Fortinet: rejected by its approver.
  await decide(db, def, at(6), 5, 'reject', '<p>The price is above the framework agreement.</p>');
  // Office printers: extended a year, approved.
  await proposeTerm(db, def, at(7), 2, 'extension', await term(7, 12, 2));
  await decide(db, def, at(7), 2, 'approve', '');
  // Slack: terminated early.
  await terminate(db, def, at(8), 1);
}
