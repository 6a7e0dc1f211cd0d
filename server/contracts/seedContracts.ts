/**
 * The demo's contracts walked through their lifecycle as people would: every contract gets its
 * first term, those with an approver go for approval, the clock dates the approved ones, and a few
 * are decided, renewed, extended or terminated, so every status and a history shows on a fresh start.
 */
import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import { findRecord } from '../repositories/records';
import { decide, followSave, proposeTerm, terminate } from './contractFlow';
import { runContractSchedule } from './contractSchedule';

/** Months after a date, as the wire writes dates. */
const later = (date: string, months: number) => {
  const at = new Date(`${date.replace(' ', 'T')}Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 19).replace('T', ' ');
};

export function seedContracts(db: Database, resources: ResourceDefinition[], ids: number[]): void {
  const def = resources.find((candidate) => candidate.file['x-store']?.lifecycle === 'contract');
  if (!def || ids.length === 0) return;
  for (const id of ids) followSave(db, def, id, null, undefined);
  runContractSchedule(db, def);
  const row = (position: number) => findRecord(db, def, ids[position])!;
  const term = (position: number, months: number, approver: number) => {
    const end = String(row(position).contract_end_date);
    return { contract_start_date: end, contract_end_date: later(end, months), cost: Math.round(Number(row(position).cost) * 105) / 100, approver_id: approver };
  };
  const at = (position: number) => ids[position];
  // Adobe: approved, then (expired) renewed for a year; the renewal waits for Barbara Liskov, an administrator.
  decide(db, def, at(4), 4, 'approve', '<p>Budget confirmed.</p>');
  runContractSchedule(db, def);
  proposeTerm(db, def, at(4), 4, 'renewal', term(4, 12, 8));
  // Fortinet: rejected by its approver.
  decide(db, def, at(6), 5, 'reject', '<p>The price is above the framework agreement.</p>');
  // Office printers: extended a year, approved.
  proposeTerm(db, def, at(7), 2, 'extension', term(7, 12, 2));
  decide(db, def, at(7), 2, 'approve', '');
  // Slack: terminated early.
  terminate(db, def, at(8), 1);
}
