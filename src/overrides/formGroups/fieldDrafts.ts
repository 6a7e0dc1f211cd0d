/**
 * A form-group field as the editor holds it: a kind a person picks (text, long text, whole number,
 * number, date, select) instead of the JSON Schema words the server stores, and numbers as typed.
 *   draftOf(groupField) ↔ groupFieldOf(draft)
 */
import type { GroupField } from '../../kernel';

export const FIELD_KINDS = ['text', 'textarea', 'integer', 'number', 'date', 'select'] as const;
export type FieldKindChoice = (typeof FIELD_KINDS)[number];

export interface FieldDraft {
  key: string;
  title: string;
  kind: FieldKindChoice;
  required: boolean;
  /** Select options, one a line. */
  options: string;
  maxLength: string;
  minimum: string;
  maximum: string;
  /** A saved field's key stays: its stored values are kept under it. */
  saved: boolean;
  /** The key follows the label until someone edits it. */
  keyEdited: boolean;
}

export function kindOfField(field: GroupField): FieldKindChoice {
  if (field.type !== 'string') return field.type;
  if (field.enum) return 'select';
  if (field.format === 'date-time') return 'date';
  return field['x-widget'] === 'textarea' ? 'textarea' : 'text';
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export const draftOf = (field: GroupField): FieldDraft => ({
  key: field.key,
  title: field.title,
  kind: kindOfField(field),
  required: field.required === true,
  options: (field.enum ?? []).join('\n'),
  maxLength: text(field.maxLength),
  minimum: text(field.minimum),
  maximum: text(field.maximum),
  saved: true,
  keyEdited: true,
});

export const newDraft = (): FieldDraft => ({
  key: '', title: '', kind: 'text', required: false, options: '', maxLength: '', minimum: '', maximum: '', saved: false, keyEdited: false,
});

/** keyFromTitle('RAM (GB)') === 'ram_gb'; a title without letters first gets 'field_' in front. */
export function keyFromTitle(title: string): string {
  const slug = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  if (!slug) return '';
  return (/^[a-z]/.test(slug) ? slug : `field_${slug}`).slice(0, 50).replace(/_+$/, '');
}

/** A typed number as sent: a number when it reads as one, else the text (the shared check then names it). */
const numberOf = (typed: string): number | string | undefined => {
  const trimmed = typed.trim();
  if (!trimmed) return undefined;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as T;

/** The field the server stores; only the settings of the chosen kind are sent. */
export function groupFieldOf(draft: FieldDraft): GroupField {
  const base = { key: draft.key.trim(), title: draft.title.trim(), ...(draft.required ? { required: true } : {}) };
  switch (draft.kind) {
    case 'integer':
    case 'number':
      return defined({ ...base, type: draft.kind, minimum: numberOf(draft.minimum), maximum: numberOf(draft.maximum) }) as GroupField;
    case 'date':
      return { ...base, type: 'string', format: 'date-time' };
    case 'select':
      return { ...base, type: 'string', enum: draft.options.split('\n').map((option) => option.trim()).filter(Boolean) };
    default:
      return defined({ ...base, type: 'string', ...(draft.kind === 'textarea' ? { 'x-widget': 'textarea' } : {}), maxLength: numberOf(draft.maxLength) }) as GroupField;
  }
}

/** A title change: the key follows it on a new field nobody gave a key by hand. */
export const withTitle = (draft: FieldDraft, title: string): FieldDraft =>
  ({ ...draft, title, ...(draft.saved || draft.keyEdited ? {} : { key: keyFromTitle(title) }) });

/**
 * The messages of field i, by the editor's inputs: fieldMessages({ 'fields.1.enum': 'x' }, 1)
 * → { options: 'x' }. What is about the type (format, widget) shows on the kind.
 */
export function fieldMessages(errors: Record<string, string>, index: number): Partial<Record<'key' | 'title' | 'kind' | 'options' | 'maxLength' | 'minimum' | 'maximum', string>> {
  const prefix = `fields.${index}`;
  const at = (name: string) => errors[`${prefix}.${name}`];
  return defined({
    key: at('key'), title: at('title'), kind: at('type') ?? at('format') ?? at('x-widget') ?? errors[prefix],
    options: at('enum') ?? Object.entries(errors).find(([key]) => key.startsWith(`${prefix}.enum.`))?.[1],
    maxLength: at('maxLength'), minimum: at('minimum'), maximum: at('maximum'),
  });
}
