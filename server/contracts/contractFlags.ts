/** The flag conditions of contract-action/{id} (x-actions `when: contract.*`), from the state rules and the version waiting. */
import type { FlagCondition } from '../flagConditions';
import { allows, type ContractState } from './contractStates';
import { pendingApprover } from './contractFlow';

const state = (row: Record<string, unknown>): ContractState => ({ status_id: Number(row.status_id), renewal_status_id: Number(row.renewal_status_id ?? 1) });

export const CONTRACT_FLAG_CONDITIONS: Record<string, FlagCondition> = {
  'contract.editable': ({ row }) => allows(state(row), 'edit'),
  'contract.deletable': ({ row }) => allows(state(row), 'delete'),
  'contract.running': ({ row }) => allows(state(row), 'remind'),
  'contract.renewable': ({ row }) => allows(state(row), 'renew'),
  'contract.extendable': ({ row }) => allows(state(row), 'extend'),
  'contract.terminable': ({ row }) => allows(state(row), 'terminate'),
  // Only the approver asked decides (an administrator may stand in).
  'contract.approver': ({ db, row, user }) => {
    const approver = pendingApprover(db, row);
    return approver !== undefined && !!user && (user.role === 'admin' || user.id === approver);
  },
};
