import type { LinkDefinition, AssociatesColumn } from '../../kernel';
import { cellText } from './columns';

/**
 * The text of a links-tab cell: the link attribute's column shows the option's name (causing →
 * 'Causing'), anything else as cellText does (a typed property of the target, a date or an amount,
 * shows through its renderer instead: tabCellField).
 * linkedCellText(ticketsLink, { type: 'causing' }, { path: 'type', label: 'Type' }) === 'Causing'
 */
export function linkedCellText(link: LinkDefinition, row: Record<string, unknown>, column: AssociatesColumn): string {
  const attribute = link.attribute;
  if (attribute && column.path === attribute.name) {
    const option = attribute.options.find((candidate) => candidate.id === row[attribute.name]);
    if (option) return option.name;
  }
  return cellText(row, column);
}
