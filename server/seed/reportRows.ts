import type { SqlClient } from '../database/sqlClient';
import type { ResourceDefinition } from '../../src/kernel';
import { saveReport } from '../repositories/reports';
import { tableOf } from '../repositories/resourceTable';
import { quote } from '../sql';
import { parseReportBody } from '../routes/reports/parseReportBody';
import { moduleResource } from '../modules/moduleResource';

/** The asset types the demo's computer report filters on, by name. */
const COMPUTERS = ['Laptop', 'Desktop'];

/** The demo's saved reports, in the body the save route takes; filters name seeded rows by name. */
const REPORTS = (typeId: (name: string) => number | undefined) => [
  { name: 'Assets by type', description: 'Every asset, counted by asset type.', chart_type: 'bar' },
  {
    name: 'Laptops and desktops', description: 'Who uses which computer, and where.', chart_type: 'pie',
    fields: [{ key: 'asset_type_ids', value: COMPUTERS.map(typeId).filter((id) => id !== undefined) }],
    report_column_keys: ['identifier', 'name', 'asset_type_id', 'used_by_id', 'department_id', 'location_id'],
  },
];

/** Saves the demo reports through the save route's own checks, so the demo holds none the API would refuse. */
export async function seedReports(db: SqlClient, resources: ResourceDefinition[]): Promise<void> {
  const reports = moduleResource(resources, 'reports');
  if (!reports) return;
  const types = resources.find((def) => def.name === 'asset-type');
  const ids = new Map<string, number | undefined>();
  for (const name of COMPUTERS) {
    ids.set(name, types ? (await db.get<{ id: number }>(`SELECT id FROM ${quote(tableOf(types))} WHERE name = ?`, [name]))?.id : undefined);
  }
  for (const body of REPORTS((name) => ids.get(name))) {
    await saveReport(db, reports, undefined, await parseReportBody(db, resources, reports, { type: 'asset', ...body }), null);
  }
}
