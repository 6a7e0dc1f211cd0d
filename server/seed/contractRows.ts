/**
 * Demo contracts (read-only for now, seeded whole): numbered CNT-0001 onwards, with vendors and
 * contract types by position (both seeded before them), spread over the contract and renewal
 * statuses; start and end dates around today's year so some have expired and some run on.
 */
import { itemIds, pick } from './seedPeople';

type Row = Record<string, unknown>;

const CONTRACTS: Array<[string, number, number, string, string]> = [
  // name, vendor position, contract-type position, start, end
  ['Microsoft enterprise agreement', 4, 2, '2024-07-01 00:00:00', '2027-06-30 23:30:00'],
  ['Dell hardware support', 0, 1, '2024-01-01 00:00:00', '2026-12-31 23:30:00'],
  ['Cisco SmartNet', 3, 5, '2023-04-01 00:00:00', '2025-03-31 23:30:00'],
  ['Lenovo laptop lease', 2, 0, '2025-02-01 00:00:00', '2028-01-31 23:30:00'],
  ['Adobe Creative Cloud for teams', 5, 9, '2025-09-01 00:00:00', '2026-08-31 23:30:00'],
  ['HPE server warranty extension', 1, 4, '2022-10-01 00:00:00', '2025-09-30 23:30:00'],
  ['Fortinet firewall subscription', 17, 9, '2025-01-15 00:00:00', '2026-01-14 23:30:00'],
  ['Office printer rental', 28, 10, '2024-05-01 00:00:00', '2027-04-30 23:30:00'],
];

export const CONTRACT_ROWS: Row[] = CONTRACTS.map(([name, vendor, type, start, end], i) => ({
  name,
  identifier: `CNT-${String(i + 1).padStart(4, '0')}`,
  cost: 1200 + i * 2350.5,
  vendor_id: vendor + 1,
  contract_type_id: type + 1,
  status_id: pick(itemIds('contract_statuses'), i + 2),
  renewal_status_id: pick(itemIds('contract_renewal_statuses'), i),
  contract_start_date: start,
  contract_end_date: end,
  description: `<p>${name}: terms, service levels and renewal as agreed with the vendor.</p>`,
}));
