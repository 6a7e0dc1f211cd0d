import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLookupNames } from '../hooks/useLookupNames';
import { type FieldDescriptor, fillUrl, getPath } from '../../kernel';
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
  const { name, readPath, displayPath, reference } = props.descriptor;
  const record = props.record as Record<string, unknown>;
  const id = record[name];
  if (displayPath === name && !reference?.multiple && !reference?.dependsOn && (typeof id === 'number' || typeof id === 'string')) {
    return <NamedByLookup {...props} id={id} />;
  }
  // A normalised record holds the written id under the property's name, a raw read one at x-read.
  return shownReference(props.descriptor, id ?? getPath(record, readPath), textOf(displayValue(props)), id);
}

/**
 * A reference the record carries as a bare id (no x-display: a resource added in one file): named by
 * its look-up, asked once for the ids of a whole page, and linked to its record's show page.
 */
function NamedByLookup({ descriptor, id }: DisplayProps & { id: string | number }) {
  const names = useLookupNames(descriptor.reference?.lookup, [id]);
  return shownReference(descriptor, id, names.get(String(id)) ?? String(id), id, descriptor.target?.show);
}

/** The shown name as a chip (x-badge), a link (x-href, else the target's show page when given) or text. */
function shownReference(descriptor: FieldDescriptor, chosen: unknown, shown: string, id: unknown, show?: (id: string | number) => string) {
  const colour = isEmptyValue(chosen) || typeof chosen === 'object' ? undefined : badgeColour(descriptor.schema['x-badge'], chosen, shown);
  if (colour) return <BadgeChip colour={colour} text={shown} length={descriptor.truncate} />;
  const text = <TruncatedText text={shown} length={descriptor.truncate} />;
  if (isEmptyValue(id) || typeof id === 'object') return text;
  // x-href routes may lead out of the app (a page of the host), so this is a plain link, not a router one.
  if (descriptor.href) return <Link href={fillUrl(descriptor.href, { id: id as string | number })}>{text}</Link>;
  return show ? <Link component={RouterLink} to={show(id as string | number)}>{text}</Link> : text;
}
