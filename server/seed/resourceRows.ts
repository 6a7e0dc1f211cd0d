/**
 * Demo rows per resource ($id), written in order through saveRecord, so ids are 1, 2, 3, ... and a
 * reference such as parent_id can name an earlier row by its position. SEED_COMMANDS then runs
 * x-actions commands on rows by position, for states a save cannot write (a closed problem).
 */
import type { AssetStatus, AssetType, CmdbRelation, ContractType, LicenseType, ProcurementMode, Vendor } from '../../src/types';
import { ASSET_ROWS } from './assetRows';
import { CHANGE_ROWS, CLOSED_CHANGES } from './changeRows';
import { CONTRACT_ROWS } from './contractRows';
import { CLOSED_PROBLEMS, PROBLEM_ROWS } from './problemRows';
import { PRODUCT_ROWS } from './productRows';
import { COMPLETED_RELEASES, RELEASE_ROWS } from './releaseRows';
import { TASK_ROWS } from './taskRows';
import { TICKET_ROWS } from './ticketRows';

type Row = Record<string, unknown>;

const VENDOR_NAMES = ['Dell Technologies', 'Hewlett Packard Enterprise', 'Lenovo', 'Cisco Systems', 'Microsoft', 'Adobe',
  'Oracle', 'SAP', 'VMware', 'Atlassian', 'Zoom Video Communications', 'Logitech', 'Samsung Electronics', 'Apple',
  'Canon', 'Brother', 'Juniper Networks', 'Fortinet', 'Palo Alto Networks', 'Ubiquiti', 'NetApp', 'Red Hat',
  'Salesforce', 'ServiceNow', 'Citrix', 'Veeam', 'Sophos', 'Kaspersky', 'Xerox', 'Epson', 'Asus', 'Acer',
  'Western Digital', 'Seagate', 'Synology', 'APC by Schneider Electric', 'Jabra', 'Poly', 'Aruba Networks', 'Autodesk'];
const CONTACTS = ['Maria Lopez', 'James Smith', 'Priya Patel', 'Chen Wei', 'Olivia Brown', 'Lukas Schmidt', 'Amara Okoye', 'Sofia Rossi'];
const STREETS = ['Market Street', 'Innovation Drive', 'Harbour Road', 'Station Square', 'Park Avenue'];
const CITIES = ['Austin, TX', 'Dublin', 'Munich', 'Singapore', 'Toronto'];

const vendors = VENDOR_NAMES.map((name, i) => ({
  name,
  email: `sales@${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com`,
  primary_contact: CONTACTS[i % CONTACTS.length],
  address: `${100 + i * 7} ${STREETS[i % STREETS.length]}\n${CITIES[i % CITIES.length]}`,
  status_id: i % 7 === 6 ? 0 : 1,
  description: `<p>${name} supplies <strong>${i % 2 ? 'software licences' : 'hardware and support'}</strong> to the company.</p>`,
}) satisfies Vendor);

const ASSET_TYPES: Array<[string, number | null, boolean?]> = [
  ['Hardware', null], ['Software', null], ['Network', null],
  ['Laptop', 1, true], ['Desktop', 1], ['Server', 1], ['Monitor', 1], ['Printer', 1], ['Mobile phone', 1],
  ['Operating system', 2], ['Office suite', 2], ['Database', 2], ['Antivirus', 2],
  ['Router', 3], ['Switch', 3], ['Firewall', 3], ['Access point', 3],
];

const ASSET_STATUSES: Array<[string, string]> = [
  ['In use', 'Assigned to a person or a service and working.'],
  ['In store', 'Ready to be handed out; kept in the <em>IT store room</em>.'],
  ['Under repair', 'Sent to the vendor or the workshop for repair.'],
  ['Under maintenance', 'Planned maintenance, back in service soon.'],
  ['Missing', 'Not found at the last <strong>inventory check</strong>.'],
  ['Retired', 'Taken out of service, waiting for disposal.'],
  ['Disposed', 'Recycled or destroyed; kept for the audit trail.'],
];

const RELATIONS: Array<[string, string, string]> = [
  ['depends on', 'used by', 'The first configuration item needs the second to work.'],
  ['runs on', 'hosts', 'Software or a virtual machine running on a host.'],
  ['connected to', 'connected to', 'A physical or network connection.'],
  ['contains', 'is part of', 'A component installed in a larger item.'],
  ['backs up', 'backed up by', 'Backup relation between systems.'],
  ['sends data to', 'receives data from', 'An interface between two applications.'],
];

// More than two pages of ten, so the contract-type list pages in the demo.
const CONTRACT_TYPES = ['Lease', 'Maintenance', 'Software license', 'Warranty', 'Extended warranty', 'Support',
  'Service level agreement', 'Operational level agreement', 'Underpinning contract', 'Subscription', 'Rental', 'Loan',
  'Consulting', 'Outsourcing', 'Managed service', 'Cloud hosting', 'Colocation', 'Telecom', 'Internet connectivity',
  'Printing service', 'Disposal and recycling', 'Insurance', 'Training', 'Non-disclosure agreement', 'Framework agreement',
  'Purchase order', 'Escrow'];

export const RESOURCE_ROWS: Record<string, Row[]> = {
  vendor: vendors,
  'asset-type': ASSET_TYPES.map(([name, parent, is_default]) => ({ name, ...(parent !== null && { parent_id: parent }), is_default: is_default ?? false }) satisfies AssetType),
  'asset-status': ASSET_STATUSES.map(([name, text]) => ({ name, description: `<p>${text}</p>` }) satisfies AssetStatus),
  'cmdb-relation': RELATIONS.map(([forward, inverse, description]) => ({ forward_relation_name: forward, inverse_relation_name: inverse, description }) satisfies CmdbRelation),
  'procurement-mode': ['Purchase', 'Lease', 'Rent', 'Subscription', 'Donation', 'Loan'].map((name) => ({ name }) satisfies ProcurementMode),
  'contract-type': CONTRACT_TYPES.map((name) => ({ name }) satisfies ContractType),
  'license-type': ['Perpetual', 'Subscription', 'Per user', 'Per device', 'Concurrent', 'Site license', 'Open source'].map((name) => ({ name }) satisfies LicenseType),
  problem: PROBLEM_ROWS,
  // Before assets, whose product_id names products by position.
  product: PRODUCT_ROWS,
  asset: ASSET_ROWS,
  ticket: TICKET_ROWS,
  change: CHANGE_ROWS,
  release: RELEASE_ROWS,
  task: TASK_ROWS,
  contract: CONTRACT_ROWS,
};

/** [row position, x-actions command] per resource, run after its rows are seeded. */
export const SEED_COMMANDS: Record<string, Array<[number, string]>> = {
  problem: CLOSED_PROBLEMS.map((position) => [position, 'close']),
  change: CLOSED_CHANGES.map((position) => [position, 'close']),
  release: COMPLETED_RELEASES.map((position) => [position, 'complete']),
};
