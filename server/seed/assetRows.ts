/**
 * Demo assets: AST-0001 onwards, models by asset type (ids of the seeded asset types), spread over
 * departments, locations, organisations and people by position. Most are in use and managed by an agent.
 */
import type { Asset } from '../../src/types';
import { REFERENCE_ITEMS } from './referenceItems';
import { PRODUCT_IDS } from './productRows';
import { AGENTS, itemIds, pick, REQUESTERS } from './seedPeople';

// [model, asset type id] — the ids follow ASSET_TYPES in resourceRows.ts (4 Laptop ... 17 Access point).
const MODELS: Array<[string, number]> = [
  ['Dell Latitude 7440', 4], ['Lenovo ThinkPad T14', 4], ['Apple MacBook Pro 14', 4], ['HP EliteBook 840', 4],
  ['HP ProDesk 400', 5], ['Dell OptiPlex 7010', 5], ['Dell PowerEdge R750', 6], ['HPE ProLiant DL380', 6],
  ['Dell UltraSharp U2723QE', 7], ['LG 27UK850', 7], ['HP LaserJet Pro M404', 8], ['Brother HL-L8360', 8],
  ['iPhone 15', 9], ['Samsung Galaxy S24', 9], ['Windows Server 2022', 10], ['Microsoft 365 E3', 11],
  ['SQL Server 2022', 12], ['Sophos Endpoint', 13], ['Cisco ISR 4331', 14], ['Cisco Catalyst 9300', 15],
  ['Fortinet FortiGate 100F', 16], ['Ubiquiti U6 Pro', 17],
];
const DEPARTMENTS = REFERENCE_ITEMS.departments as string[];
const IN_USE = 1;
const STATUSES = [IN_USE, IN_USE, IN_USE, 2, IN_USE, 3, IN_USE, 4, IN_USE, 5, 6];

export const ASSET_ROWS = Array.from({ length: 60 }, (_, i) => {
  const [model, type] = pick(MODELS, i);
  const department = i % DEPARTMENTS.length;
  return {
    identifier: `AST-${String(i + 1).padStart(4, '0')}`,
    name: `${model} - ${DEPARTMENTS[department]}`,
    asset_type_id: type,
    asset_status_id: pick(STATUSES, i),
    department_id: department + 1,
    location_id: pick(itemIds('locations'), i),
    organization_id: pick(itemIds('organizations'), i),
    impact_type_id: pick(itemIds('impacts'), i),
    ...(i % 5 === 4 ? {} : { product_id: pick(PRODUCT_IDS, i) }),
    ...(i % 6 === 5 ? {} : { managed_by_id: pick(AGENTS, i).id }),
    ...(i % 3 === 2 ? {} : { used_by_id: pick(REQUESTERS, i).id }),
    description: `<p>${model} for <strong>${DEPARTMENTS[department]}</strong>.</p>`,
    // Assigned, serial numbers and warranties on most, spread over 2024-2028, so the range and custom filters have data.
    ...(i % 4 === 3 ? {} : { assigned_on: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')} 09:00:00` }),
    ...(i % 3 === 1 ? {} : { serial_number: `SN-${(7919 * (i + 1)).toString(36).toUpperCase().padStart(6, '0')}` }),
    ...(i % 7 === 3 ? {} : { warranty_expires_on: `${2024 + (i % 5)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-15 00:00:00` }),
  } satisfies Asset;
});
