import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import { saveReport } from '../repositories/reports';
import { tableOf } from '../repositories/resourceTable';
import { quote } from '../sql';
import { parseReportBody } from '../routes/reports/parseReportBody';
import { moduleResource } from '../modules/moduleResource';

/** The demo's saved reports, in the body the save route takes; filters name seeded rows by name. */
const REPORTS = (typeId: (name: string) => number | undefined) => [
  { name: 'Assets by type', description: 'Every asset, counted by asset type.', chart_type: 'bar' },
  {
    name: 'Laptops and desktops', description: 'Who uses which computer, and where.', chart_type: 'pie',
    fields: [{ key: 'asset_type_ids', value: ['Laptop', 'Desktop'].map(typeId).filter((id) => id !== undefined) }],
    report_column_keys: ['identifier', 'name', 'asset_type_id', 'used_by_id', 'department_id', 'location_id'],
  },
];

/** Saves the demo reports through the save route's own checks, so the demo holds none the API would refuse. */
export function seedReports(db: Database, resources: ResourceDefinition[]): void {
  const reports = moduleResource(resources, 'reports');
  if (!reports) return;
  const types = resources.find((def) => def.name === 'asset-type');
  const typeId = (name: string) => (types
    ? (db.prepare(`SELECT id FROM ${quote(tableOf(types))} WHERE name = ?`).get(name) as { id: number } | undefined)?.id : undefined);
  for (const body of REPORTS(typeId)) saveReport(db, reports, undefined, parseReportBody(db, resources, reports, { type: 'asset', ...body }), null);
}
