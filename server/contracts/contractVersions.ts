/** The terms of a contract (contract_versions): the current one, a pending renewal or extension, the past and rejected ones. */
import type { Contract } from '../../src/types';
import type { SqlClient } from '../database/sqlClient';

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

export async function addVersion(db: SqlClient, contractId: number, type: VersionType, state: VersionState, term: Term, ownerId: number | null, at: string): Promise<number> {
  return (await db.get<{ id: number }>(`INSERT INTO contract_versions (contract_id, type, state, contract_start_date, contract_end_date, cost, approver_id, owner_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, [contractId, type, state, term.contract_start_date, term.contract_end_date, term.cost, term.approver_id, ownerId, at]))!.id;
}

export const versionsOf = (db: SqlClient, contractId: number) =>
  db.all<ContractVersion>('SELECT * FROM contract_versions WHERE contract_id = ? ORDER BY id DESC', [contractId]);

export const versionIn = (db: SqlClient, contractId: number, state: VersionState) =>
  db.get<ContractVersion>('SELECT * FROM contract_versions WHERE contract_id = ? AND state = ? ORDER BY id DESC LIMIT 1', [contractId, state]);

export const findVersion = (db: SqlClient, id: number) => db.get<ContractVersion>('SELECT * FROM contract_versions WHERE id = ?', [id]);

export async function setVersionState(db: SqlClient, id: number, state: VersionState, at: string): Promise<void> {
  await db.run('UPDATE contract_versions SET state = ?, decided_at = ? WHERE id = ?', [state, at, id]);
}
