import type { ResourceDefinition } from '../../src/kernel';
import { now } from '../time';
import type { Row } from './records';

/** autoValues(change, 3) → { agent_id: 3, change_raised_on: '2026-01-02 10:30:00' }: the x-auto properties a create fills. */
export function autoValues(def: ResourceDefinition, userId: number | null, at = now()): Row {
  const values: Row = {};
  for (const field of Object.values(def.fields)) {
    const auto = field.schema['x-auto'];
    if (auto === 'creator') values[field.name] = userId;
    else if (auto === 'now') values[field.name] = at;
  }
  return values;
}
