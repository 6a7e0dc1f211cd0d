// The lists the issues measure: what is inserted and which filter, sort and search the requests use.
import { now } from '../../server/time';
import type { ListBench } from './listEndpoint';

const WORDS = ['Systems', 'Technologies', 'Networks', 'Software', 'Supplies', 'Logistics', 'Consulting', 'Hardware'];

export const VENDORS: ListBench = {
  endpoint: '/service-desk/api/vendor-list',
  rows: 100_000,
  query: { 'status_ids[0]': '1', 'sort-field': 'name', 'sort-order': 'asc', 'search-query': 'tech' },
  async fill(db, rows) {
    const insert = `INSERT INTO sd_vendors (name, email, primary_contact, address, status_id, description, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;
    const at = now();
    for (let i = 1; i <= rows; i++) {
      await db.run(insert, [`Vendor ${i} ${WORDS[i % WORDS.length]}`, `sales${i}@vendor${i}.example.com`, `Contact ${i % 997}`,
        `${i} Market Street`, i % 5 === 0 ? 0 : 1, `<p>Vendor number ${i}</p>`, at, at]);
    }
  },
};

const SUBJECTS = ['VPN drops', 'Mail queue backlog', 'Printer jams', 'Slow file share', 'Login loops', 'Disk full', 'Backup fails'];

/** 10,000 problems spread over the seeded departments (8), statuses (5) and priorities (4). */
export const PROBLEMS: ListBench = {
  endpoint: '/service-desk/api/problem-list',
  rows: 10_000,
  demo: true,
  query: { 'dept_ids[0]': '2', 'dept_ids[1]': '3', 'status_ids[0]': '1', 'priority_ids[0]': '3', 'sort-field': 'id', 'sort-order': 'desc', limit: '10' },
  async fill(db, rows) {
    const insert = `INSERT INTO sd_problem (identifier, subject, requester_id, department_id, impact_id, status_type_id, priority_id,
      location_id, assigned_id, description, active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`;
    const at = now();
    for (let i = 1; i <= rows; i++) {
      await db.run(insert, [`PRB-B${i}`, `${SUBJECTS[i % SUBJECTS.length]} ${i}`, 1 + (i % 15), 1 + (i % 8), 1 + (i % 3), 1 + (i % 5), 1 + (i % 4),
        1 + (i % 6), 1 + (i % 7), `<p>Problem ${i}</p>`, at, at]);
    }
  },
};

const CHANGE_SUBJECTS = ['Patch hypervisors', 'Renew TLS certificate', 'Replace edge router', 'Upgrade core switches', 'Move backups', 'Scale checkout'];
const RISKS = ['Low', 'Medium', 'High'];

/** Spread over a year, so sorting by creation time has real work to do. */
const createdAt = (i: number) => now(new Date(Date.UTC(2025, 0, 1) + (i * 52_711_000) % 31_536_000_000));

/**
 * 10,000 changes over the seeded statuses (6), types (4), priorities (4), departments (8) and the Risk
 * custom field (3 options), filtered by two statuses, a priority and the custom field, newest first.
 */
export const CHANGES: ListBench = {
  endpoint: '/service-desk/api/change-list',
  rows: 10_000,
  demo: true,
  query: { 'status_ids[0]': '1', 'status_ids[1]': '2', 'priority_ids[0]': '3', 'risk[0]': 'High', 'sort-field': 'created_at', 'sort-order': 'desc', limit: '10' },
  async fill(db, rows) {
    const insert = `INSERT INTO sd_changes (identifier, subject, requester_id, status_id, change_type_id, priority_id, location_id,
      impact_id, department_id, team_id, description, risk, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    for (let i = 1; i <= rows; i++) {
      const at = createdAt(i);
      // Different strides, so the filtered columns do not move in step (every combination occurs).
      await db.run(insert, [`CHN-B${i}`, `${CHANGE_SUBJECTS[i % CHANGE_SUBJECTS.length]} ${i}`, 1 + (i % 15), 1 + (i % 6), 1 + (i % 4),
        1 + (Math.floor(i / 6) % 4), 1 + (i % 6), 1 + (i % 3), 1 + (i % 8), 1 + (i % 5), `<p>Change ${i}</p>`, RISKS[Math.floor(i / 24) % 3], at, at]);
    }
  },
};

/** The same filter saved (x-list.savedFilters) and applied by its id: only the sort and page travel with it. */
export const SAVED_CHANGE_FILTER: ListBench = {
  ...CHANGES,
  query: { 'sort-field': 'created_at', 'sort-order': 'desc', limit: '10' },
  savedFilter: { status_ids: [1, 2], priority_ids: [3], risk: ['High'] },
};


const MODELS = ['Latitude 7440', 'ThinkPad T14', 'ProLiant DL380', 'LaserJet M404', 'Catalyst 9300', 'OptiPlex 7010', 'Galaxy S24'];

/**
 * 100,000 assets over the seeded asset types (14), statuses (6), departments (8), locations and
 * agents, assigned over 2025, with serial numbers; filtered by two types, a status, two departments,
 * a location and an assigned_on range (five filters), sorted by name, the list's default.
 */
export const ASSETS: ListBench = {
  endpoint: '/service-desk/api/asset-list',
  rows: 100_000,
  demo: true,
  query: {
    'asset_type_ids[0]': '4', 'asset_type_ids[1]': '6', 'asset_status_ids[0]': '1', 'dept_ids[0]': '2', 'dept_ids[1]': '3', 'location_ids[0]': '1',
    assigned_on_begin: '2025-03-01 00:00:00', assigned_on_end: '2025-09-30 23:59:59', 'sort-field': 'name', 'sort-order': 'asc', limit: '10',
  },
  async fill(db, rows) {
    const locations = (await db.all<{ id: number }>("SELECT id FROM reference_items WHERE kind = 'locations' ORDER BY id")).map((row) => row.id);
    const insert = `INSERT INTO sd_assets (identifier, name, asset_type_id, asset_status_id, department_id, location_id, organization_id,
      managed_by_id, used_by_id, assigned_on, serial_number, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    for (let i = 1; i <= rows; i++) {
      const at = createdAt(i);
      // Strides that do not move in step, so every combination of the filtered columns occurs.
      await db.run(insert, [`AST-B${i}`, `${MODELS[i % MODELS.length]} ${i}`, 4 + (i % 14), 1 + (Math.floor(i / 14) % 6), 1 + (i % 8),
        locations[Math.floor(i / 3) % locations.length], 1 + (i % 5), 1 + (i % 7), 1 + (i % 15), at, `SN-${(i * 7919).toString(36)}`, at, at]);
    }
  },
};

const CONTRACT_NAMES = ['Support', 'Lease', 'Licence', 'Maintenance', 'Warranty', 'Subscription', 'Rental'];

/**
 * 10,000 contracts over the seeded vendors (30), contract types and statuses (6), costing 100 to about
 * 50,000, ending over four years; filtered by one status and a cost range, newest first (the default).
 */
export const CONTRACTS: ListBench = {
  endpoint: '/service-desk/api/contract-list',
  rows: 10_000,
  demo: true,
  query: { 'status_ids[0]': '2', cost: '1000~20000', 'sort-field': 'id', 'sort-order': 'desc', limit: '10' },
  async fill(db, rows) {
    const insert = `INSERT INTO sd_contracts (name, identifier, cost, vendor_id, contract_type_id, status_id, renewal_status_id,
      contract_start_date, contract_end_date, notify_before, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    for (let i = 1; i <= rows; i++) {
      const at = createdAt(i);
      // Strides that do not move in step, so every status meets every cost.
      await db.run(insert, [`${CONTRACT_NAMES[i % CONTRACT_NAMES.length]} ${i}`, `CTR-B${i}`, 100 + ((i * 7919) % 49_900), 1 + (i % 30), 1 + (i % 10),
        1 + (Math.floor(i / 7) % 6), 1 + (i % 3), at, now(new Date(Date.UTC(2025, 0, 1) + (i * 126_144_000) % 126_144_000_000)), 1 + (i % 60),
        `<p>Contract ${i}</p>`, at, at]);
    }
  },
};

const RELEASE_SUBJECTS = ['Desktop image', 'ERP rollout', 'Mobile app', 'Network refresh', 'Mail migration', 'VPN client', 'Intranet'];

/** 10,000 releases over the seeded statuses (5), priorities (4), types (4) and locations (6), planned over a year. */
export const RELEASES: ListBench = {
  endpoint: '/service-desk/api/release-list',
  rows: 10_000,
  demo: true,
  query: { 'status_ids[0]': '2', 'priority_ids[0]': '3', 'sort-field': 'id', 'sort-order': 'desc', limit: '10' },
  async fill(db, rows) {
    const insert = `INSERT INTO sd_releases (identifier, subject, status_id, priority_id, release_type_id, location_id, planned_start_date,
      planned_end_date, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    for (let i = 1; i <= rows; i++) {
      const at = createdAt(i);
      await db.run(insert, [`REL-B${i}`, `${RELEASE_SUBJECTS[i % RELEASE_SUBJECTS.length]} ${i}`, 1 + (i % 5), 1 + (Math.floor(i / 5) % 4), 1 + (i % 4),
        1 + (i % 6), at, at, `<p>Release ${i}</p>`, at, at]);
    }
  },
};
