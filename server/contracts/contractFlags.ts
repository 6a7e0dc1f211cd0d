/** The flag conditions of contract-action/{id} (x-actions `when: contract.*`), from the state rules and the version waiting. */
import type { FlagCondition } from '../flagConditions';
import { allows } from './contractStates';
import type { Row } from '../repositories/records';
import { asContract, pendingApprover, stateOf } from './contractFlow';

const state = (row: Row) => stateOf(asContract(row));

export const CONTRACT_FLAG_CONDITIONS: Record<string, FlagCondition> = {
  'contract.editable': ({ row }) => allows(state(row), 'edit'),
  'contract.deletable': ({ row }) => allows(state(row), 'delete'),
  'contract.running': ({ row }) => allows(state(row), 'remind'),
  'contract.renewable': ({ row }) => allows(state(row), 'renew'),
  'contract.extendable': ({ row }) => allows(state(row), 'extend'),
  'contract.terminable': ({ row }) => allows(state(row), 'terminate'),
  // Only the approver asked decides (an administrator may stand in).
  'contract.approver': async ({ db, row, user }) => {
    const approver = await pendingApprover(db, asContract(row));
    return approver !== undefined && !!user && (user.role === 'admin' || user.id === approver);
  },
};
