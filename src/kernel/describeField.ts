import { sequencePattern, type SequencePattern } from './sequencePattern';
import type { DerivedHint, FollowRule, PermissionHint, PropertySchema, ReferenceHint, SendFields } from './types';

export type FieldKind =
  | 'text' | 'textarea' | 'html' | 'email' | 'integer' | 'number' | 'boolean'
  | 'choice' | 'reference' | 'date' | 'date-time' | 'daterange' | 'attachment' | 'duration' | 'countdown' | 'unknown';

/** The formats of a calendar date: a day alone ('2026-03-01') or a day and a time. */
export const DATE_FORMATS: ReadonlySet<unknown> = new Set(['date', 'date-time']);

/** isDateKind('date') === isDateKind('date-time') === true: a kind whose value is a calendar date. */
export const isDateKind = (kind: string) => kind === 'date' || kind === 'date-time';

export interface Choice {
  value: string | number | boolean;
  label: string;
}

/** Everything a widget, a show field or a list cell needs to know about one property. */
export interface FieldDescriptor {
  name: string;
  label: string;
  kind: FieldKind;
  schema: PropertySchema;
  required: boolean;
  readOnly: boolean;
  /** Where the written value sits in a read record ("parent.id"); defaults to the name. */
  readPath: string;
  /** What to show in lists and show pages ("parent.name"); defaults to the name. */
  displayPath: string;
  truncate?: number;
  reference?: ReferenceHint;
  choices?: Choice[];
  widgetHint?: PropertySchema['x-widget'];
  /** For an attachment: the download URL template ({attachment}, {id}) from x-api.download. */
  download?: string;
  /** x-permission: the permission-set flag that must be granted for the form to show the input. */
  permission?: PermissionHint;
  /** x-link: the x-links entry whose ids are the value. */
  link?: string;
  /** x-href: the route the shown value links to ({id} the written value). */
  href?: string;
  /** A reference's target resource, whose look-up x-ref.lookup names (connectReferences fills it in). */
  target?: { name: string; show?: (id: string | number) => string };
  /** x-derived: worked out by the server from another property on each read; no column, never written. */
  derived?: DerivedHint;
  /** x-follows: the value this property takes, locked, while another property has one. */
  follows?: FollowRule;
  /** x-once: given once, while the record holds no value, never changed after. */
  once?: boolean;
  /** x-send: the body fields a mixed list is written under, one per item type. */
  send?: SendFields;
  /** x-sequence: left empty, the server gives the next number of this pattern. */
  sequence?: SequencePattern;
}

const labelOf = (name: string) => name.replace(/_id$/, '').replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

function kindOf(schema: PropertySchema): FieldKind {
  if (schema['x-derived']?.as === 'countdown') return 'countdown';
  if (schema['x-widget'] === 'daterange') return 'daterange';
  if (schema['x-widget'] === 'duration') return 'duration';
  if (schema['x-ref']) return 'reference';
  if (schema.oneOf || schema.enum) return 'choice';
  if (schema.contentMediaType === 'text/html') return 'html';
  if (schema.contentMediaType === 'application/octet-stream') return 'attachment';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'date-time';
  if (schema.format === 'email') return 'email';
  switch (schema.type) {
    case 'string': return schema['x-widget'] === 'textarea' ? 'textarea' : 'text';
    case 'integer': return 'integer';
    case 'number': return 'number';
    case 'boolean': return 'boolean';
    default: return 'unknown';
  }
}

function choicesOf(schema: PropertySchema): Choice[] | undefined {
  if (schema.oneOf) {
    return schema.oneOf.map((option) => {
      const { const: value, title } = option as { const: Choice['value']; title: string };
      return { value, label: title };
    });
  }
  return schema.enum?.map((value) => ({ value: value as Choice['value'], label: String(value) }));
}

/** Pure description of a property: describeField('parent_id', { type: 'integer', 'x-ref': {...} }, []).kind === 'reference'. */
export function describeField(name: string, schema: PropertySchema, required: string[] = []): FieldDescriptor {
  return {
    name,
    label: schema.title ?? labelOf(name),
    kind: kindOf(schema),
    schema,
    required: required.includes(name),
    readOnly: schema.readOnly === true,
    readPath: schema['x-read'] ?? name,
    displayPath: schema['x-display'] ?? name,
    truncate: schema['x-truncate'],
    reference: schema['x-ref'],
    choices: choicesOf(schema),
    widgetHint: schema['x-widget'],
    permission: schema['x-permission'],
    link: schema['x-link'],
    href: schema['x-href'],
    derived: schema['x-derived'],
    follows: schema['x-follows'],
    ...(schema['x-once'] ? { once: true } : {}),
    send: schema['x-send'],
    ...(schema['x-sequence'] ? { sequence: sequencePattern(schema['x-sequence'].pattern) } : {}),
  };
}
