/**
 * Where each dependency look-up (GET .../dependency/{name}) reads its items: one row per name.
 *   users          people from the users table (name = full name; meta adds email)
 *   resource       rows of a resource's table, named by one of its columns or by several joined
 *                  with a space ("identifier name": 'AST-0001 Dell Latitude', as the original answers)
 *   items          seeded reference_items of a kind (the host's departments, statuses, ...)
 *   table          a module's own table or view of id and name (CAB definition levels as 'Board › Level')
 * `context` names the integer query parameters a look-up accepts (validated); `exclude` leaves out
 * the rows an x-links entry of the record named by a parameter holds already (tickets not yet
 * attached to problem ?supplements=4). Other contexts exclude nothing yet: every item is offered.
 */
import type { Role } from '../src/engine/schema/types';

export type LookupSource =
  | { from: 'users'; roles?: Role[] }
  | { from: 'resource'; resource: string; name: string | string[]; meta?: string[] }
  | { from: 'items'; kind: string }
  /** A table or view of a server module with id and name columns (the CAB module's cab_level_names). */
  | { from: 'table'; table: string };

export interface Lookup {
  source: LookupSource;
  context?: string[];
  /** Leave out what the link `link` of the `owner` record whose id is the query parameter `param` holds. */
  exclude?: { owner: string; link: string; param: string };
}

const items = (kind: string, context?: string[]): Lookup => ({ source: { from: 'items', kind }, context });
const resource = (name: string, column: string | string[] = 'name', meta?: string[]): Lookup => ({ source: { from: 'resource', resource: name, name: column, meta } });
const TICKET_NAME = ['ticket_number', 'subject'];
const CHANGE_NAME = ['identifier', 'subject'];

export const LOOKUPS: Record<string, Lookup> = {
  users: { source: { from: 'users' } },
  agents: { source: { from: 'users', roles: ['agent', 'admin'] } },
  asset_types: resource('asset-type', 'name', ['parent_id', 'is_default']),
  asset_statuses: resource('asset-status'),
  vendors: resource('vendor', 'name', ['email', 'status_id']),
  // The vendors a product's attach dialog offers: those not attached to it yet.
  vendors_based_on_product: { ...resource('vendor', 'name', ['email', 'status_id']), context: ['product_id'], exclude: { owner: 'product', link: 'vendors', param: 'product_id' } },
  contract_types: resource('contract-type'),
  license_types: resource('license-type'),
  product_proc_mode: resource('procurement-mode'),
  forward_relations: resource('cmdb-relation', 'forward_relation_name'),
  inverse_relations: resource('cmdb-relation', 'inverse_relation_name'),
  teams: items('teams'),
  departments: items('departments'),
  statuses: items('statuses'),
  locations: items('locations'),
  priorities: items('priorities'),
  organizations: items('organizations'),
  impacts: items('impacts'),
  user_types: items('user_types'),
  change_types: items('change_types'),
  change_statuses: items('change_statuses'),
  change_priorities: items('change_priorities'),
  contract_statuses: items('contract_statuses'),
  contract_renewal_statuses: items('contract_renewal_statuses'),
  release_statuses: items('release_statuses'),
  release_priorities: items('release_priorities'),
  release_types: items('release_types'),
  product_statuses: items('product_statuses'),
  tickets: resource('ticket', TICKET_NAME),
  tickets_based_on_change: { ...resource('ticket', TICKET_NAME), context: ['change_id'], exclude: { owner: 'change', link: 'tickets', param: 'change_id' } },
  tickets_based_on_problem: {
    ...resource('ticket', TICKET_NAME), context: ['problem_id', 'supplements'], exclude: { owner: 'problem', link: 'tickets', param: 'supplements' },
  },
  problems: resource('problem', 'subject'),
  changes: resource('change', CHANGE_NAME),
  changes_based_on_ticket: { ...resource('change', CHANGE_NAME), context: ['ticket_id'] },
  releases: resource('release', 'subject'),
  // Boards the CAB module stores (schemas/cab.json x-store): the look-up reads them like any resource table.
  cabs: resource('cab'),
  // Their levels, as the change list's CAB-level filter offers them (server/cab/definitions.ts).
  cab_levels: { source: { from: 'table', table: 'cab_level_names' } },
  products: resource('product'),
  assets: resource('asset', ['identifier', 'name']),
  contracts: resource('contract', ['identifier', 'name']),
};

// The resource files name look-ups by URL too (x-ref.order is checked per name), so the rule lives with them.
export { lookupNameOf } from '../src/engine/schema/lookupName';
