import { EMPTY_TEXT } from '../constants';
import type { BadgeColour } from '../../kernel';
import { BadgeChip } from './BadgeChip';
import { displayValue, type DisplayProps } from './DisplayProps';
import { formatStored } from './format';

/** The chip a countdown shows as: error once its date has passed, warning within x-derived.warnWithin days; none before. */
export function countdownColour(days: unknown, warnWithin: number | undefined): BadgeColour | undefined {
  if (typeof days !== 'number') return undefined;
  if (days < 0) return 'error';
  return warnWithin !== undefined && days <= warnWithin ? 'warning' : undefined;
}

/**
 * An x-derived countdown ({ title: 'Expires in 20 days', timestamp, days }): the words, with the
 * exact date as the tooltip (the title attribute, as truncated text has it), as a warning or error
 * chip when it is near or past; '---' without one.
 */
export function CountdownText(props: DisplayProps) {
  const value = displayValue(props) as { title?: unknown; timestamp?: unknown; days?: unknown } | null | undefined;
  if (!value || typeof value.title !== 'string' || !value.title) return <span>{EMPTY_TEXT}</span>;
  const date = formatStored(value.timestamp);
  const colour = countdownColour(value.days, props.descriptor.derived?.warnWithin);
  if (colour) return <BadgeChip colour={colour} text={value.title} title={date} />;
  return <span title={date}>{value.title}</span>;
}
