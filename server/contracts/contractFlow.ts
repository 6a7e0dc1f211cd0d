/**
 * What happens to a contract between its states (contractStates.ts): sending it for approval,
 * deciding it (in the app or by link), renewing or extending it, terminating it. Each step runs in
 * one transaction, checks the state first (a refusal changes nothing), writes through saveRecord so
 * the activity log shows the change, and logs what is no property change as an event.
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { badRequest, FieldErrors, forbidden, notFound } from '../httpErrors';
import { logEvent } from '../repositories/activityEvents';
import { queueMail } from '../repositories/outbox';
import type { Contract } from '../../src/types';
import { findRecord, type Row, type Stored } from '../repositories/records';
import { saveRecord } from '../repositories/saveRecord';
import { emailOf } from '../repositories/users';
import { now } from '../time';
import { contractApprovalMail } from './contractApprovalMail';
import { contractApprovalPath, issueContractLink, spendContractLinks } from './contractLinks';
import { allows, REFUSALS, RENEWAL, STATUS, statusAt, type ContractState } from './contractStates';
import { addVersion, setVersionState, termOf, versionIn, type ContractVersion, type Term } from './contractVersions';

export type Decision = 'approve' | 'reject';

/** A contract as its table stores it. */
export type ContractRow = Stored<Contract>;

/** A row the generic store read from the contracts table (a flag's, a lifecycle hook's), as the contract it is. */
export const asContract = (row: Row) => row as ContractRow;

export const stateOf = (row: Pick<ContractRow, 'status_id' | 'renewal_status_id'>): ContractState => ({ status_id: Number(row.status_id), renewal_status_id: Number(row.renewal_status_id ?? RENEWAL.none) });

/** The contract with this id, or undefined. */
export const findContract = async (db: SqlClient, def: ResourceDefinition, id: number): Promise<ContractRow | undefined> => {
  const row = await findRecord(db, def, id);
  return row && asContract(row);
};

/** The contract, or a 404. */
export async function contractRow(db: SqlClient, def: ResourceDefinition, id: number): Promise<ContractRow> {
  const row = await findContract(db, def, id);
  if (!row) throw notFound();
  return row;
}

/** Refuses an action the contract's state does not allow, with the reason. */
export function requireAllowed(row: ContractRow, action: Parameters<typeof allows>[1]): void {
  if (!allows(stateOf(row), action)) throw badRequest(REFUSALS[action]);
}

/** The version a decision is about: the pending renewal or extension, else the current term waiting for approval. */
export async function versionToDecide(db: SqlClient, row: ContractRow): Promise<ContractVersion | undefined> {
  const state = stateOf(row);
  if (state.renewal_status_id === RENEWAL.waiting) return versionIn(db, row.id, 'pending');
  return state.status_id === STATUS.waiting ? versionIn(db, row.id, 'current') : undefined;
}

/** Who may decide now: the approver of the version waiting, or undefined when none waits. */
export const pendingApprover = async (db: SqlClient, row: ContractRow) => (await versionToDecide(db, row))?.approver_id ?? undefined;

const nameOf = async (db: SqlClient, userId: number) => (await db.get<{ name: string }>('SELECT name FROM users WHERE id = ?', [userId]))?.name ?? `#${userId}`;

/** What an approver is asked about: the contract itself, or a renewal or extension of it. */
export type Asked = 'contract' | 'renewal' | 'extension';

/** Mails the approver a fresh link to decide the version (replacing older ones) and logs it. */
async function askApprover(db: SqlClient, def: ResourceDefinition, row: ContractRow, version: { id: number; approver_id: number | null; term?: Term }, userId: number | null, asked: Asked): Promise<void> {
  const approver = version.approver_id;
  if (!approver) return;
  const token = await issueContractLink(db, row.id, version.id, approver, now());
  const email = await emailOf(db, approver);
  const what = asked === 'contract' ? 'the contract' : `the ${asked}`;
  if (email) {
    const { subject, body, text } = await contractApprovalMail(db, def, row, asked, version.term ?? termOf(row), approver, contractApprovalPath(token, row.id));
    await queueMail(db, { kind: 'contract_approval_request', recipient: email, subject, body, text, format: 'html' });
  }
  await logEvent(db, def.name, row.id, userId, 'approval', { phrase: `sent ${what} for approval to {0}`, values: [await nameOf(db, approver)] });
}

/**
 * After every save of the form: the current term follows the row (history shows what holds), and a
 * draft with an approver goes for approval. A status only an action reaches cannot be chosen.
 */
export async function followSave(db: SqlClient, def: ResourceDefinition, id: number, userId: number | null, before: Row | undefined): Promise<void> {
  const row = await contractRow(db, def, id);
  const status = Number(row.status_id);
  if (status !== Number(before?.status_id) && ![STATUS.draft, STATUS.approved, STATUS.active].includes(status as never)) {
    throw new FieldErrors({ status_id: 'This status is reached through the contract\'s actions: choose Draft, Approved or Active.' });
  }
  const current = await versionIn(db, id, 'current');
  if (current) {
    await db.run(`UPDATE contract_versions SET contract_start_date = ?, contract_end_date = ?, cost = ?, approver_id = ? WHERE id = ?`,
      [row.contract_start_date, row.contract_end_date, row.cost, row.approver_id, current.id]);
  }
  const versionId = current?.id ?? await addVersion(db, id, 'original', 'current', termOf(row), row.owner_id ?? userId, now());
  if (row.approver_id && status === STATUS.draft) {
    await saveRecord(db, def, { id, values: { status_id: STATUS.waiting } }, userId);
    await askApprover(db, def, row, { id: versionId, approver_id: row.approver_id }, userId, 'contract');
  } else if (status === STATUS.approved || status === STATUS.active) {
    const due = statusAt(String(row.contract_start_date), String(row.contract_end_date), now());
    if (due !== status) await saveRecord(db, def, { id, values: { status_id: due } }, userId);
  }
}

/** The reason as the log keeps it: text, not markup. */
const reasonText = (html: unknown) => String(html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Decides what waits: approve makes a pending renewal or extension the current term (or an initial
 * approval Approved / Active by its dates), reject drops it (or marks the contract Rejected).
 */
export async function decide(db: SqlClient, def: ResourceDefinition, id: number, approverId: number, decision: Decision, reason: unknown): Promise<void> {
  await db.transaction(async () => {
    const row = await contractRow(db, def, id);
    requireAllowed(row, 'decide');
    const version = (await versionToDecide(db, row))!;
    const at = now();
    const renewal = version.state === 'pending';
    let values: Row;
    if (decision === 'reject') {
      values = renewal ? { renewal_status_id: RENEWAL.rejected } : { status_id: STATUS.rejected };
      if (renewal) await setVersionState(db, version.id, 'rejected', at);
    } else if (renewal) {
      const current = await versionIn(db, id, 'current');
      if (current) await setVersionState(db, current.id, 'past', at);
      await setVersionState(db, version.id, 'current', at);
      // An extension lengthens the running term; a renewal starts a new one.
      const term: Term = { ...termOf(version), ...(version.type === 'extension' && { contract_start_date: row.contract_start_date }) };
      values = { ...term, renewal_status_id: version.type === 'extension' ? RENEWAL.extended : RENEWAL.renewed,
        status_id: statusAt(String(term.contract_start_date), String(term.contract_end_date), at) };
    } else {
      values = { status_id: statusAt(String(row.contract_start_date), String(row.contract_end_date), at) };
    }
    await spendContractLinks(db, version.id);
    const what = renewal ? `the ${version.type}` : 'the contract';
    const text = reasonText(reason);
    await logEvent(db, def.name, id, approverId, 'decision', { phrase: `${decision === 'approve' ? 'approved' : 'rejected'} ${what}${text ? ', reason: {0}' : ''}`, values: text ? [text] : [] });
    await saveRecord(db, def, { id, values }, approverId);
  });
}

/** An agent deciding in the app must be the approver asked (or an administrator). */
export async function requireApprover(db: SqlClient, row: ContractRow, user: { id: number; role: string }): Promise<void> {
  const approver = await pendingApprover(db, row);
  if (approver === undefined) throw badRequest(REFUSALS.decide);
  if (user.role !== 'admin' && approver !== user.id) throw forbidden('Only the approver of this contract can approve or reject it.');
}

/** Renew or extend: a new term that waits for its approver; the contract runs on as it is meanwhile. */
export async function proposeTerm(db: SqlClient, def: ResourceDefinition, id: number, userId: number, type: 'renewal' | 'extension', term: Term): Promise<void> {
  await db.transaction(async () => {
    const row = await contractRow(db, def, id);
    requireAllowed(row, type === 'renewal' ? 'renew' : 'extend');
    if (type === 'extension' && term.contract_start_date !== row.contract_end_date) {
      throw new FieldErrors({ contract_start_date: 'An extension starts when the contract ends.' });
    }
    if (String(term.contract_end_date) < String(term.contract_start_date)) {
      throw new FieldErrors({ contract_end_date: 'The end date cannot be earlier than the start date.' });
    }
    const approver = await db.get("SELECT id FROM users WHERE id = ? AND role IN ('agent', 'admin')", [term.approver_id]);
    if (!approver) throw new FieldErrors({ approver_id: 'The selected approver does not exist.' });
    const versionId = await addVersion(db, id, type, 'pending', term, userId, now());
    await saveRecord(db, def, { id, values: { renewal_status_id: RENEWAL.waiting } }, userId);
    await askApprover(db, def, row, { id: versionId, approver_id: term.approver_id, term }, userId, type);
  });
}

/**
 * Ends a running contract; a renewal or extension still waiting is dropped with it (rejected, its
 * approval link spent). The log says so, with the reason given (the spec's call has an empty body,
 * so a reason is asked for, never required).
 */
export async function terminate(db: SqlClient, def: ResourceDefinition, id: number, userId: number, reason?: unknown): Promise<void> {
  await db.transaction(async () => {
    const row = await contractRow(db, def, id);
    requireAllowed(row, 'terminate');
    const pending = await versionIn(db, id, 'pending');
    const values: Row = { status_id: STATUS.terminated };
    if (pending) {
      await setVersionState(db, pending.id, 'rejected', now());
      await spendContractLinks(db, pending.id);
      values.renewal_status_id = RENEWAL.rejected;
    }
    const text = reasonText(reason);
    const dropped = pending ? `, dropping the ${pending.type} waiting for approval` : '';
    await logEvent(db, def.name, id, userId, 'decision', { phrase: `terminated the contract${dropped}${text ? ', reason: {0}' : ''}`, values: text ? [text] : [] });
    await saveRecord(db, def, { id, values }, userId);
  });
}
