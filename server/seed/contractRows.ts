/**
 * Demo contracts, numbered CTR-0001 onwards, with vendors and contract types by position (both
 * seeded before them) or a user instead of a vendor. Dates are months around the day the demo is
 * seeded, so the statuses the schedule gives them hold whenever it runs. Rows with an approver
 * start as drafts; server/contracts/seedContracts.ts walks them through the lifecycle afterwards.
 */
import type { Contract } from '../../src/types';
import { now } from '../time';
import { itemIds, pick, USERS } from './seedPeople';

const organizationOf = (userId: number) => pick(itemIds('organizations'), USERS.findIndex((user) => user.id === userId));

/** The first of the month `months` away from today, at midnight: monthsAway(-1) is last month's first day. */
export function monthsAway(months: number, from = new Date()): string {
  return now(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1)));
}

/** The last half hour of the day before: a term ending where the next starts. */
const endOf = (months: number) => now(new Date(Date.parse(`${monthsAway(months).replace(' ', 'T')}Z`) - 30 * 60_000));

interface DemoContract {
  name: string;
  /** Vendor position, or a user id instead (a contract has one or the other). */
  vendor?: number;
  user?: number;
  type: number;
  /** Start and end in months from today. */
  from: number;
  to: number;
  approver?: number;
  notify?: [number, Array<number | string>];
}

const CONTRACTS: DemoContract[] = [
  { name: 'Microsoft enterprise agreement', vendor: 4, type: 2, from: -16, to: 20, approver: 2 },
  { name: 'Dell hardware support', vendor: 0, type: 1, from: -22, to: 1, notify: [45, [2, 'procurement@example.com']] },
  { name: 'Cisco SmartNet', vendor: 3, type: 5, from: -30, to: -6 },
  { name: 'Lenovo laptop lease', user: 11, type: 0, from: -9, to: 27 },
  { name: 'Adobe Creative Cloud for teams', vendor: 5, type: 9, from: -14, to: -2, approver: 4 },
  { name: 'HPE server warranty extension', vendor: 1, type: 4, from: -50, to: -14 },
  { name: 'Fortinet firewall subscription', vendor: 17, type: 9, from: 1, to: 13, approver: 5 },
  { name: 'Office printer rental', vendor: 28, type: 10, from: -18, to: 18, notify: [30, [4]] },
  { name: 'Slack enterprise grid', vendor: 6, type: 9, from: -6, to: 18 },
  { name: 'Zoom rooms licences', user: 12, type: 9, from: 2, to: 14 },
  { name: 'Datadog monitoring', vendor: 7, type: 9, from: 2, to: 26 },
];

export const CONTRACT_ROWS = CONTRACTS.map((contract, i) => ({
  name: contract.name,
  identifier: `CTR-${String(i + 1).padStart(4, '0')}`,
  cost: 1200 + i * 2350.5,
  // A user's contract names the user's organisation (membershipRows: one each, by position).
  ...(contract.vendor !== undefined ? { vendor_id: contract.vendor + 1 } : { user_ids: [contract.user!], organization_ids: [organizationOf(contract.user!)] }),
  contract_type_id: contract.type + 1,
  // Draft waits for the lifecycle (an approver sends it); the others are approved and the schedule dates them.
  status_id: contract.approver !== undefined || contract.name.startsWith('Zoom') ? 1 : 3,
  // The seven seeded license types, by position.
  license_type_id: (i % 7) + 1,
  licensce_count: 5 + i * 10,
  contract_start_date: monthsAway(contract.from),
  contract_end_date: endOf(contract.to),
  ...(contract.notify && { notify_before: contract.notify[0], notify_to: contract.notify[1] }),
  description: `<p>${contract.name}: terms, service levels and renewal as agreed.</p>`,
  ...(contract.approver !== undefined && { approver_id: contract.approver }),
}) satisfies Contract);
