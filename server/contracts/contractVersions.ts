/** The terms of a contract (contract_versions): the current one, a pending renewal or extension, the past and rejected ones. */
import type { Database } from 'better-sqlite3';
import type { Contract } from '../../src/types';
import { prepared } from '../sql';

export type VersionType = 'original' | 'renewal' | 'extension';
export type VersionState = 'current' | 'pending' | 'past' | 'rejected';

/** A term as the contract record holds it (src/types), each part unset while a draft lacks it. */
export type Term = { [K in 'contract_start_date' | 'contract_end_date' | 'cost' | 'approver_id']-?: Exclude<Contract[K], undefined> | null };

/** A row of contract_versions: a term of the contract with its state and owner. */
export interface ContractVersion extends Term {
  id: number;
  contract_id: number;
  type: VersionType;
  state: VersionState;
  owner_id: number | null;
  created_at: string;
}

/** The term a stored contract or version holds. */
export const termOf = (row: Term): Term => ({
  contract_start_date: row.contract_start_date, contract_end_date: row.contract_end_date, cost: row.cost, approver_id: row.approver_id,
});

export function addVersion(db: Database, contractId: number, type: VersionType, state: VersionState, term: Term, ownerId: number | null, at: string): number {
  return Number(prepared(db, `INSERT INTO contract_versions (contract_id, type, state, contract_start_date, contract_end_date, cost, approver_id, owner_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(contractId, type, state, term.contract_start_date, term.contract_end_date, term.cost, term.approver_id, ownerId, at).lastInsertRowid);
}

export const versionsOf = (db: Database, contractId: number) =>
  prepared(db, 'SELECT * FROM contract_versions WHERE contract_id = ? ORDER BY id DESC').all(contractId) as ContractVersion[];

export const versionIn = (db: Database, contractId: number, state: VersionState) =>
  prepared(db, 'SELECT * FROM contract_versions WHERE contract_id = ? AND state = ? ORDER BY id DESC LIMIT 1').get(contractId, state) as ContractVersion | undefined;

export const findVersion = (db: Database, id: number) => prepared(db, 'SELECT * FROM contract_versions WHERE id = ?').get(id) as ContractVersion | undefined;

export function setVersionState(db: Database, id: number, state: VersionState, at: string): void {
  prepared(db, 'UPDATE contract_versions SET state = ?, decided_at = ? WHERE id = ?').run(state, at, id);
}
