/**
 * Demo products: what the seeded assets are (assets name them by position, assetRows.ts), with a
 * manufacturer, product status, procurement mode (ids of the seeded procurement modes), department and,
 * for most, an asset type (ids of the seeded asset types: 4 Laptop ... 17 Access point). The last one is
 * disabled. Vendors are attached after seeding (linkRows.ts).
 */
import type { Product } from '../../src/types';
import { itemIds, pick } from './seedPeople';

// [name, manufacturer, asset type id or null]
const PRODUCTS: Array<[string, string, number | null]> = [
  ['Latitude 7440', 'Dell', 4], ['ThinkPad T14', 'Lenovo', 4], ['ProDesk 400', 'HP', 5], ['PowerEdge R750', 'Dell', 6],
  ['UltraSharp U2723QE', 'Dell', 7], ['LaserJet Pro M404', 'HP', 8], ['iPhone 15', 'Apple', 9], ['Microsoft 365 E3', 'Microsoft', 11],
  ['Catalyst 9300', 'Cisco', 15], ['FortiGate 100F', 'Fortinet', 16], ['Adobe Creative Cloud', 'Adobe', null], ['Zoom Rooms', 'Zoom Video Communications', null],
];

export const PRODUCT_ROWS = PRODUCTS.map(([name, manufacturer, type], i) => ({
  name,
  manufacturer,
  status_id: i === PRODUCTS.length - 1 ? 0 : 1,
  product_status_id: pick(itemIds('product_statuses'), i % 5 === 4 ? 2 : 1),
  procurement_mode_id: 1 + (i % 4),
  department_id: pick(itemIds('departments'), i + 2),
  ...(type === null ? {} : { asset_type_id: type }),
  description: `<p>${manufacturer} ${name}, the company's standard for its kind.</p>`,
}) satisfies Product);

/** The product ids in seeding order (ids 1..n, as RESOURCE_ROWS writes them first to last). */
export const PRODUCT_IDS = PRODUCT_ROWS.map((_, i) => i + 1);
