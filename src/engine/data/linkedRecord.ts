import type { RaRecord } from 'ra-core';
import { type ResourceDefinition, readShapeOf } from '../../kernel';

/**
 * The one record a max-1 link holds, as the owner's read record carries it at the link's `read` key:
 * linkedRecordOf(problem, { change: { id: 9 } }, 'change') → { id: 9 }; undefined for [] (the
 * original's empty relation), a missing key or a link that declares no `read`.
 */
export function linkedRecordOf(definition: ResourceDefinition, record: RaRecord | undefined, link: string): Record<string, unknown> | undefined {
  const key = definition.links[link]?.read;
  const value = record && key ? readShapeOf(record)[key] : undefined;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
