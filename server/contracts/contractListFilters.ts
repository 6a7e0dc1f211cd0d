/**
 * The contract list's filter the contract lifecycle answers (x-list filter `module`,
 * listFilterModules.ts): contract.approval-waits-for keeps the contracts waiting for a decision by
 * one of these approvers, the version decided being the one versionToDecide names: a renewal or
 * extension waiting for its approver, else the contract itself while it waits for approval.
 */
import type { ModuleFilter } from '../listFilterModules';
import { RENEWAL, STATUS } from './contractStates';

const approvalWaitsFor: ModuleFilter = {
  condition({ db, table }, values) {
    const approvers = db.dialect === 'sqlite' ? 'SELECT value FROM json_each(?)' : 'SELECT CAST(value AS BIGINT) FROM jsonb_array_elements_text(CAST(? AS jsonb)) AS ids (value)';
    return {
      sql: `${table}."id" IN (SELECT v.contract_id FROM contract_versions v JOIN ${table} c ON c."id" = v.contract_id
        WHERE v.approver_id IN (${approvers})
        AND ((v.state = 'pending' AND c.renewal_status_id = ?) OR (v.state = 'current' AND c.status_id = ? AND c.renewal_status_id IS DISTINCT FROM ?)))`,
      params: [JSON.stringify(values), RENEWAL.waiting, STATUS.waiting, RENEWAL.waiting],
    };
  },
};

export const CONTRACT_LIST_FILTERS: Record<string, ModuleFilter> = { 'contract.approval-waits-for': approvalWaitsFor };
