/**
 * Demo form groups, and values of their fields for the seeded records of the groups' types, so
 * those records can be edited without first filling a required field the seed never knew.
 */
import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { writeCustomValues } from '../repositories/customValues';
import { saveGroup, type GroupField } from '../repositories/formGroups';
import { findRecord } from '../repositories/records';
import { REFERENCE_ITEMS } from './referenceItems';
import { pick } from './seedPeople';

interface DemoGroup {
  resource: string;
  name: string;
  /** Names of the reference items of the `by` property's look-up (change_types). */
  kind: string;
  types: string[];
  fields: GroupField[];
  /** The values of the i-th seeded record of one of the types. */
  values(i: number): Record<string, unknown>;
}

const SERVICES = ['Mail, calendar', 'VPN, remote desktop', 'ERP, warehouse screens', 'File shares', 'Intranet'];

const GROUPS: DemoGroup[] = [{
  resource: 'change',
  name: 'Infrastructure details',
  kind: 'change_types',
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
}];

/** Creates the demo groups of the loaded resources and fills their fields on the seeded records of their types. */
export function seedFormGroups(db: Database, resources: ResourceDefinition[], seeded: Map<string, number[]>): void {
  for (const group of GROUPS) {
    const def = resources.find((candidate) => candidate.name === group.resource);
    const spec = def?.api.form?.groups;
    if (!def || !spec) continue;
    const typeIds = group.types.map((name) => REFERENCE_ITEMS[group.kind].indexOf(name) + 1);
    saveGroup(db, spec.category, { name: group.name, type_ids: typeIds, fields: group.fields });
    (seeded.get(def.name) ?? []).forEach((id, i) => {
      if (typeIds.includes(findRecord(db, def, id)?.[spec.by] as number)) writeCustomValues(db, def.name, id, group.values(i));
    });
  }
}
