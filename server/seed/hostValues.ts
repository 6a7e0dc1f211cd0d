import type { ResourceDefinition } from '../../src/kernel';
import { columnFields } from '../repositories/resourceTable';

type Row = Record<string, unknown>;

/**
 * The readOnly column values of a demo row of a read-only resource (no x-api.save): its records come
 * from the host help desk whole, numbers included, so the seed writes what no save could:
 * hostValues(ticket, { ticket_number: '#TKT-1001', subject: 'x' }) gives { ticket_number: '#TKT-1001' }.
 */
export function hostValues(def: ResourceDefinition, row: Row): Row {
  if (def.api.save) return {};
  return Object.fromEntries(columnFields(def).filter((field) => field.readOnly && field.name in row).map((field) => [field.name, row[field.name]]));
}
