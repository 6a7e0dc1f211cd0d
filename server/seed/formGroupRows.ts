/**
 * Demo form groups, and values of their fields for the seeded records of the groups' types, so
 * those records can be edited without first filling a required field the seed never knew.
 */
import type { SqlClient } from '../database/sqlClient';
import type { ResourceDefinition } from '../../src/kernel';
import { writeCustomValues } from '../repositories/customValues';
import { saveGroup, type GroupField } from '../repositories/formGroups';
import { findLookupItems } from '../repositories/lookupItems';
import { findRecord } from '../repositories/records';
import { sourceOf } from '../lookups';
import { pick } from './seedPeople';

interface DemoGroup {
  resource: string;
  name: string;
  /** Names of items of the `by` property's look-up (change types, asset types). */
  types: string[];
  fields: GroupField[];
  /** The values of the i-th seeded record of one of the types. */
  values(i: number): Record<string, unknown>;
}

const SERVICES = ['Mail, calendar', 'VPN, remote desktop', 'ERP, warehouse screens', 'File shares', 'Intranet'];

const GROUPS: DemoGroup[] = [{
  resource: 'change',
  name: 'Infrastructure details',
  // Minor changes: the demo's other flows create Standard and Major ones without these fields.
  types: ['Minor'],
  fields: [
    { key: 'maintenance_window', title: 'Maintenance window', type: 'string', format: 'date-time' },
    { key: 'affected_services', title: 'Affected services', type: 'string', 'x-widget': 'textarea', maxLength: 250 },
    { key: 'rollback_tested', title: 'Rollback tested', type: 'string', enum: ['Yes', 'No', 'Not needed'], required: true },
  ],
  values: (i) => ({
    maintenance_window: `2026-0${(i % 9) + 1}-1${i % 10} 22:00:00`,
    affected_services: pick(SERVICES, i),
    rollback_tested: pick(['Yes', 'No', 'Not needed'], i),
  }),
}, {
  resource: 'asset',
  name: 'Hardware details',
  // Nothing required: the import and other flows create computers without these fields.
  types: ['Laptop', 'Desktop'],
  fields: [
    { key: 'purchased_on', title: 'Purchased on', type: 'string', format: 'date-time' },
    { key: 'ram_gb', title: 'RAM (GB)', type: 'integer', minimum: 1, maximum: 1024 },
    { key: 'disk_type', title: 'Disk type', type: 'string', enum: ['SSD', 'HDD', 'Hybrid'] },
  ],
  values: (i) => ({
    purchased_on: `202${3 + (i % 3)}-0${(i % 9) + 1}-15 09:00:00`,
    ram_gb: pick([8, 16, 32, 64], i),
    disk_type: pick(['SSD', 'SSD', 'HDD', 'Hybrid'], i),
  }),
}];

/** The ids of the named items of the property's look-up, by exact name. */
async function typeIdsOf(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, by: string, names: string[]): Promise<number[]> {
  const source = sourceOf(def, def.fields[by]);
  if (!source) throw new Error(`seed: ${def.name}.${by} has no look-up the server knows`);
  const ids: number[] = [];
  for (const name of names) {
    const item = (await findLookupItems(db, resources, source, { search: name, offset: 0, meta: false })).items.find((candidate) => candidate.name === name);
    if (!item) throw new Error(`seed: no ${by} named "${name}"`);
    ids.push(item.id);
  }
  return ids;
}

/** Creates the demo groups of the loaded resources and fills their fields on the seeded records of their types. */
export async function seedFormGroups(db: SqlClient, resources: ResourceDefinition[], seeded: Map<string, number[]>): Promise<void> {
  for (const group of GROUPS) {
    const def = resources.find((candidate) => candidate.name === group.resource);
    const spec = def?.api.form?.groups;
    if (!def || !spec) continue;
    const typeIds = await typeIdsOf(db, resources, def, spec.by, group.types);
    await saveGroup(db, spec.category, { name: group.name, type_ids: typeIds, fields: group.fields });
    for (const [i, id] of (seeded.get(def.name) ?? []).entries()) {
      if (typeIds.includes((await findRecord(db, def, id))?.[spec.by] as number)) await writeCustomValues(db, def.name, id, group.values(i));
    }
  }
}
