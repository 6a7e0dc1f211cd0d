import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Link } from '@mui/material';
import { type FieldDescriptor, fillUrl, getPath } from '../../kernel';
import { BadgeChip } from './BadgeChip';
import { badgeColour } from './badgeColour';
import { displayValue, type DisplayProps } from './DisplayProps';
import { isEmptyValue, textOf } from './format';
import { TruncatedText } from './TruncatedText';

export type BareReferenceProps = DisplayProps & { id: string | number };

/**
 * How a reference the record carries as a bare id (no x-display: a resource added in one file) is
 * named: the agent panel provides one that asks the look-up and links the record (NamedByLookup);
 * elsewhere (the host pages' panels, which route nothing and keep no query cache) the id is shown.
 */
export const BareReferenceNaming = createContext<ComponentType<BareReferenceProps> | undefined>(undefined);

/**
 * The referenced record's name as the read record carries it (x-display, e.g. "parent.name"), linked
 * when x-href says where, or a coloured chip when x-badge colours its options (a status, a priority).
 */
export function ReferenceText(props: DisplayProps) {
  const Named = useContext(BareReferenceNaming);
  const { name, readPath, displayPath, reference } = props.descriptor;
  const record = props.record as Record<string, unknown>;
  const id = record[name];
  if (displayPath === name && !reference?.multiple && !reference?.dependsOn && (typeof id === 'number' || typeof id === 'string')) {
    return Named ? <Named {...props} id={id} /> : shownReference(props.descriptor, id, String(id), id);
  }
  // A normalised record holds the written id under the property's name, a raw read one at x-read.
  return shownReference(props.descriptor, id ?? getPath(record, readPath), textOf(displayValue(props)), id);
}

/**
 * The shown name as a chip (x-badge), a link (x-href, else `link` when given: the target's show page)
 * or text.
 */
export function shownReference(descriptor: FieldDescriptor, chosen: unknown, shown: string, id: unknown,
  link?: (text: ReactNode, id: string | number) => ReactNode) {
  const colour = isEmptyValue(chosen) || typeof chosen === 'object' ? undefined : badgeColour(descriptor.schema['x-badge'], chosen, shown);
  if (colour) return <BadgeChip colour={colour} text={shown} length={descriptor.truncate} />;
  const text = <TruncatedText text={shown} length={descriptor.truncate} />;
  if (isEmptyValue(id) || typeof id === 'object') return text;
  // x-href routes may lead out of the app (a page of the host), so this is a plain link, not a router one.
  if (descriptor.href) return <Link href={fillUrl(descriptor.href, { id: id as string | number })}>{text}</Link>;
  return link ? link(text, id as string | number) : text;
}
