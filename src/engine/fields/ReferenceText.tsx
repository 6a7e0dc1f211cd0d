import { Link } from '@mui/material';
import { fillUrl, getPath } from '../schema/paths';
import { BadgeChip } from './BadgeChip';
import { badgeColour } from './badgeColour';
import { displayValue, type DisplayProps } from './DisplayProps';
import { isEmptyValue, textOf } from './format';
import { TruncatedText } from './TruncatedText';

/**
 * The referenced record's name as the read record carries it (x-display, e.g. "parent.name"), linked
 * when x-href says where, or a coloured chip when x-badge colours its options (a status, a priority).
 */
export function ReferenceText(props: DisplayProps) {
  const { href, name, readPath, truncate, schema } = props.descriptor;
  const shown = textOf(displayValue(props));
  const record = props.record as Record<string, unknown>;
  const id = record[name];
  // A normalised record holds the written id under the property's name, a raw read one at x-read.
  const chosen = id ?? getPath(record, readPath);
  const colour = isEmptyValue(chosen) || typeof chosen === 'object' ? undefined : badgeColour(schema['x-badge'], chosen, shown);
  if (colour) return <BadgeChip colour={colour} text={shown} length={truncate} />;
  const text = <TruncatedText text={shown} length={truncate} />;
  // x-href routes may lead out of the app (a page of the host), so this is a plain link, not a router one.
  if (!href || isEmptyValue(id) || typeof id === 'object') return text;
  return <Link href={fillUrl(href, { id: id as string | number })}>{text}</Link>;
}
