/**
 * What an approver reads of a change besides its subject and description, on the public approval
 * page and in the approval mail alike: names, never ids; dates as stored (each reader formats them);
 * and its custom fields (the Risk property, its type's form-group fields).
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { Change } from '../../src/types';
import type { SqlClient } from '../database/sqlClient';
import { shownRecord } from '../repositories/shownValues';
import type { ChangeRow } from './changeRow';

/** The change's properties an approver reads, by the key the answer gives each. */
export const APPROVER_FACTS = {
  change_type: 'change_type_id', priority: 'priority_id', impact: 'impact_id', requester: 'requester_id',
  planned_start_date: 'planned_start_date', planned_end_date: 'planned_end_date',
} as const satisfies Record<string, keyof Change>;

/** The change's facts for an approver, by APPROVER_FACTS key; shared with the approval mail. */
export async function approverFacts(db: SqlClient, def: ResourceDefinition, change: ChangeRow) {
  const shown = await shownRecord(db, def, change, Object.values(APPROVER_FACTS));
  const facts = Object.fromEntries(Object.entries(APPROVER_FACTS).map(([key, field]) => [key, shown.values[field]])) as Record<keyof typeof APPROVER_FACTS, string | null>;
  return { facts, custom: shown.custom };
}
