import { badgeColour } from '../fields/badgeColour';
import { type LinkDefinition, getPath, type AssociatesColumn, type BadgeColour } from '../../kernel';

/**
 * The chip colour of a links-tab cell: the target's property shown at the column's path (its
 * x-display), when that property's x-badge colours it. A tab of changes colours their status as the
 * change list does, with no colours of its own.
 * linkedBadge(changesLink, { status: { id: 6, name: 'Closed' } }, { path: 'status.name', label: 'Status' }) === 'success'
 */
export function linkedBadge(link: LinkDefinition, row: Record<string, unknown>, column: AssociatesColumn): BadgeColour | undefined {
  const fields = Object.values(link.target?.fields ?? {});
  const field = fields.find((candidate) => candidate.displayPath === column.path && candidate.schema['x-badge'] !== undefined);
  if (!field) return undefined;
  const value = getPath(row, field.readPath) ?? row[field.name];
  if (value === null || value === undefined) return undefined;
  return badgeColour(field.schema['x-badge'], value, getPath(row, column.path));
}
