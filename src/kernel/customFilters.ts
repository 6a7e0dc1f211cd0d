import type { FieldDescriptor, FieldKind } from './describeField';
import type { FilterKindName } from './filterKinds';
import type { ListFilter } from './types';

/**
 * How a custom field filters the list, and how its query parameter reads:
 *   choice, boolean  key[0]=Low&key[1]=High   one of the options (a boolean's are 1 and 0)
 *   reference        key[0]=3                 ids of the property's look-up
 *   number           key[0]=12                exact values
 *   daterange        key=date::from~to        or last::N~unit, as the date-range filters
 *   text             key=vpn                  the stored text contains it (trimmed)
 */
export type CustomFilterType = 'choice' | 'boolean' | 'reference' | 'number' | 'daterange' | 'text';

/**
 * The list-filter kind each custom field's filter is drawn and read as (its input, chip and saved
 * value): a choice, boolean or reference is a select of ids, a number an exact value typed like a text.
 */
export const CUSTOM_FILTER_KINDS: Readonly<Record<CustomFilterType, FilterKindName>> = {
  choice: 'ids', boolean: 'ids', reference: 'ids', number: 'text', daterange: 'daterange', text: 'text',
};

export interface CustomFilterOption { id: string | number; name: string }

/** One entry of a custom-field list: what the filter panel renders and the list accepts under `key`. */
export interface CustomFilter {
  key: string;
  label: string;
  type: CustomFilterType;
  /** The values a choice or boolean filter offers. */
  options?: CustomFilterOption[];
  /** A reference filter's look-up (dependency URL). */
  lookup?: string;
}

const TYPES: Partial<Record<FieldKind, CustomFilterType>> = {
  choice: 'choice', boolean: 'boolean', reference: 'reference', integer: 'number', number: 'number',
  date: 'daterange', 'date-time': 'daterange', text: 'text', textarea: 'text', html: 'text', email: 'text',
};

export const BOOLEAN_OPTIONS: CustomFilterOption[] = [{ id: 1, name: 'Yes' }, { id: 0, name: 'No' }];

/**
 * The x-custom properties as list filters, in file order. A property the x-list already filters on
 * (or whose name is a declared filter's parameter) keeps its declared filter; one that cannot filter
 * (an attachment, a set of linked ids) is left out.
 * customFilters({ risk: <choice Low|High, x-custom> }, []) → [{ key: 'risk', label: 'Risk', type: 'choice', options: [...] }]
 */
export function customFilters(fields: Record<string, FieldDescriptor>, declared: ListFilter[]): CustomFilter[] {
  const taken = new Set(declared.flatMap((filter) => [filter.field, filter.param]));
  return Object.values(fields).flatMap((field): CustomFilter[] => {
    const type = TYPES[field.kind];
    if (field.schema['x-custom'] !== true || !type || field.link !== undefined || taken.has(field.name)) return [];
    const filter: CustomFilter = { key: field.name, label: field.label, type };
    if (type === 'choice') filter.options = (field.choices ?? []).map((choice) => ({ id: choice.value as string | number, name: choice.label }));
    if (type === 'boolean') filter.options = BOOLEAN_OPTIONS;
    if (type === 'reference') filter.lookup = field.reference!.lookup;
    return [filter];
  });
}

const KINDS: Record<CustomFilterType, FieldKind> = {
  choice: 'choice', boolean: 'choice', reference: 'reference', number: 'number', daterange: 'date-time', text: 'text',
};

/**
 * The field a custom filter's input renders from, as the server lists it (so a field the server
 * adds needs no resource file here): customFilterDescriptor({ key: 'risk', type: 'choice', ... }).kind === 'choice'.
 */
export function customFilterDescriptor(filter: CustomFilter): FieldDescriptor {
  return {
    name: filter.key,
    label: filter.label,
    kind: KINDS[filter.type],
    schema: {},
    required: false,
    readOnly: false,
    readPath: filter.key,
    displayPath: filter.key,
    ...(filter.options ? { choices: filter.options.map((option) => ({ value: option.id, label: option.name })) } : {}),
    ...(filter.lookup ? { reference: { lookup: filter.lookup } } : {}),
  };
}

