import { EMPTY_TEXT } from '../constants';
import { displayValue, type DisplayProps } from './DisplayProps';
import { formatDateTime } from './format';

/**
 * An x-derived countdown ({ title: 'Expires in 20 days', timestamp }): the words, with the exact date
 * as the tooltip (the title attribute, as truncated text has it); '---' without one.
 */
export function CountdownText(props: DisplayProps) {
  const value = displayValue(props) as { title?: unknown; timestamp?: unknown } | null | undefined;
  if (!value || typeof value.title !== 'string' || !value.title) return <span>{EMPTY_TEXT}</span>;
  return <span title={formatDateTime(value.timestamp)}>{value.title}</span>;
}
