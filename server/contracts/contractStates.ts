/**
 * The contract lifecycle as data: the status and renewal-status ids (the positions of the
 * contract_statuses and contract_renewal_statuses lists of schemas/host/lookups.json) and which action each state allows.
 *
 *   Draft ──(saved with an approver)──▶ Waiting for approval ──approve──▶ Approved ──(start date)──▶ Active ──(end date)──▶ Expired
 *                                              └──reject──▶ Rejected        └──────────terminate──────────┴──▶ Terminated
 *   Renew or extend (Approved, Active; renew also Expired): a new version waits for its approver
 *   (renewal status Waiting for approval); approve makes it the current term (Renewed / Extended),
 *   reject drops it (renewal status Rejected) and the contract runs on as it was.
 */
export const STATUS = { draft: 1, waiting: 2, approved: 3, active: 4, expired: 5, terminated: 6, rejected: 7 } as const;
export const RENEWAL = { none: 1, waiting: 2, renewed: 3, extended: 4, rejected: 5 } as const;

export interface ContractState {
  status_id: number;
  renewal_status_id: number;
}

type Action = 'edit' | 'delete' | 'remind' | 'decide' | 'renew' | 'extend' | 'terminate';

const running = (state: ContractState) => state.status_id === STATUS.approved || state.status_id === STATUS.active;
const renewing = (state: ContractState) => state.renewal_status_id === RENEWAL.waiting;

const RULES: Record<Action, (state: ContractState) => boolean> = {
  edit: (state) => state.status_id !== STATUS.terminated && state.status_id !== STATUS.expired && !renewing(state),
  // A contract that ran stays as a record: terminate it rather than delete it.
  delete: (state) => !running(state) && state.status_id !== STATUS.waiting && !renewing(state),
  remind: (state) => running(state) || state.status_id === STATUS.draft || state.status_id === STATUS.waiting,
  decide: (state) => state.status_id === STATUS.waiting || renewing(state),
  renew: (state) => (running(state) || state.status_id === STATUS.expired) && !renewing(state),
  extend: (state) => running(state) && !renewing(state),
  terminate: (state) => running(state),
};

/** allows({ status_id: STATUS.active, renewal_status_id: RENEWAL.none }, 'terminate') === true. */
export const allows = (state: ContractState, action: Action) => RULES[action](state);

/** What an approved contract is at a moment: Approved before its start, Active during its term, Expired after it. */
export function statusAt(start: string, end: string, at: string): number {
  if (end < at) return STATUS.expired;
  return start <= at ? STATUS.active : STATUS.approved;
}

/** The refusal of an action the state forbids, in words. */
export const REFUSALS: Record<Action, string> = {
  edit: 'This contract cannot be edited in its current state.',
  delete: 'Only a draft, rejected, expired or terminated contract can be deleted; terminate it first.',
  remind: 'Expiry reminders can only be set on a contract that has not ended.',
  decide: 'This contract is not waiting for approval.',
  renew: 'Only an approved, active or expired contract without a pending renewal can be renewed.',
  extend: 'Only an approved or active contract without a pending renewal can be extended.',
  terminate: 'Only an approved or active contract can be terminated.',
};
