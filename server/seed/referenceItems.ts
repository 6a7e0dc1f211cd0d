/**
 * Reference data of the help desk this add-on lives in (departments, priorities, ...) and the
 * add-on's fixed lists (statuses, types). Contracts and products are resources (contract.json,
 * product.json, server/seed/).
 */
import { RENEWAL_NAMES, STATUS_NAMES } from '../contracts/contractStates';

type Item = string | { name: string; [extra: string]: unknown };

export const REFERENCE_ITEMS: Record<string, Item[]> = {
  departments: ['Finance', 'Human Resources', 'IT Operations', 'Marketing', 'Sales', 'Legal', 'Facilities', 'Customer Support'],
  locations: ['Berlin Office', 'London HQ', 'New York Office', 'Singapore Hub', 'Remote', 'Data Center Frankfurt'],
  priorities: ['Low', 'Normal', 'High', 'Emergency'],
  impacts: ['Low', 'Medium', 'High'],
  statuses: [{ name: 'Open', type: 'open' }, { name: 'Resolved', type: 'closed' }, { name: 'Closed', type: 'closed' },
    { name: 'Pending', type: 'open' }, { name: 'In Progress', type: 'open' }],
  teams: ['Service Desk L1', 'Service Desk L2', 'Network Team', 'Database Team', 'Security Team', 'Workplace Services'],
  organizations: ['Acme Corporation', 'Globex Industries', 'Initech', 'Umbrella Health', 'Stark Logistics'],
  user_types: ['Requester', 'Agent', 'Administrator', 'Department manager', 'Team lead', 'Organization manager'],
  change_types: ['Minor', 'Standard', 'Major', 'Emergency'],
  change_statuses: ['Open', 'Planning', 'Awaiting approval', 'Pending release', 'Pending review', 'Closed'],
  change_priorities: ['Low', 'Medium', 'High', 'Urgent'],
  // In the order of server/contracts/contractStates.ts, whose ids the lifecycle uses.
  contract_statuses: STATUS_NAMES,
  contract_renewal_statuses: RENEWAL_NAMES,
  release_statuses: ['Open', 'On hold', 'In progress', 'Incomplete', 'Completed'],
  release_priorities: ['Low', 'Medium', 'High', 'Urgent'],
  release_types: ['Minor', 'Standard', 'Major', 'Emergency'],
  product_statuses: ['In pipeline', 'In production', 'Retired'],
};

export function referenceRows(): Array<{ kind: string; id: number; name: string; extra: string | null }> {
  return Object.entries(REFERENCE_ITEMS).flatMap(([kind, items]) => items.map((item, i) => {
    const { name, ...extra } = typeof item === 'string' ? { name: item } : item;
    return { kind, id: i + 1, name, extra: Object.keys(extra).length ? JSON.stringify(extra) : null };
  }));
}
