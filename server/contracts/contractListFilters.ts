/**
 * The contract list's filter the contract lifecycle answers (x-list filter `module`,
 * listFilterModules.ts): contract.approval-waits-for keeps the contracts waiting for a decision by
 * one of these approvers, the version decided being the one versionToDecide names: a renewal or
 * extension waiting for its approver, else the contract itself while it waits for approval.
 */
import type { ModuleFilter } from '../listFilterModules';
import { RENEWAL, STATUS } from './contractStates';

const approvalWaitsFor: ModuleFilter = {
  condition({ table }, values) {
    return {
      sql: `${table}."id" IN (SELECT v.contract_id FROM contract_versions v JOIN ${table} c ON c."id" = v.contract_id
        WHERE v.approver_id IN (SELECT value FROM json_each(?))
        AND ((v.state = 'pending' AND c.renewal_status_id = ?) OR (v.state = 'current' AND c.status_id = ? AND c.renewal_status_id IS NOT ?)))`,
      params: [JSON.stringify(values), RENEWAL.waiting, STATUS.waiting, RENEWAL.waiting],
    };
  },
};

export const CONTRACT_LIST_FILTERS: Record<string, ModuleFilter> = { 'contract.approval-waits-for': approvalWaitsFor };
