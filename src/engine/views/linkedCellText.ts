import { formatDateTime } from '../fields/format';
import type { LinkDefinition } from '../schema/connectLinks';
import type { AssociatesColumn } from '../schema/types';
import { cellText } from './columns';

/**
 * The text of a links-tab cell: the link attribute's column shows the option's name (causing →
 * 'Causing'), a date-time property of the target reads as dates do everywhere ('---' when zero or
 * empty), anything else as cellText does.
 * linkedCellText(ticketsLink, { type: 'causing' }, { path: 'type', label: 'Type' }) === 'Causing'
 */
export function linkedCellText(link: LinkDefinition, row: Record<string, unknown>, column: AssociatesColumn): string {
  const attribute = link.attribute;
  if (attribute && column.path === attribute.name) {
    const option = attribute.options.find((candidate) => candidate.id === row[attribute.name]);
    if (option) return option.name;
  }
  if (link.target?.fields[column.path]?.kind === 'date-time') return formatDateTime(row[column.path]);
  return cellText(row, column);
}
