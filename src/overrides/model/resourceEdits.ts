/**
 * The edits the Data model screens make to one resource file, each answering a new file (the draft
 * keeps the old one until it is replaced): a property added, changed, moved or removed, and the places
 * of the file that name it (required, list columns and filters, the phone line, the show page).
 */
import { kindOf, type Json } from './propertyKinds';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (file: Json, key: string): Json => (isObject(file[key]) ? file[key] : {});
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Where a property shows besides the form: the file-level choices of the property dialog. */
export interface PropertyPlaces { required: boolean; inList: boolean; inFilter: boolean; onPhone: boolean }

export const propertiesOf = (file: Json): Record<string, Json> => objectAt(file, 'properties') as Record<string, Json>;

type Filter = { field?: unknown };
const filtersOf = (list: Json) => (Array.isArray(list.filters) ? list.filters as Filter[] : []);
const phoneOf = (list: Json) => objectAt(list, 'simpleList');
const phoneNames = (list: Json) => { const phone = phoneOf(list); return [phone.primary, ...strings(phone.secondary), phone.tertiary].filter(Boolean); };

/** placesOf(vendor, 'email') → { required: true, inList: true, inFilter: false, onPhone: true } */
export function placesOf(file: Json, name: string): PropertyPlaces {
  const list = objectAt(file, 'x-list');
  return {
    required: strings(file.required).includes(name),
    inList: strings(list.columns).includes(name),
    inFilter: filtersOf(list).some((filter) => filter.field === name),
    onPhone: phoneNames(list).includes(name),
  };
}

/** The filter a property gets by kind: words for text, ranges for numbers and dates, chosen ids otherwise. */
function filterFor(name: string, schema: Json): Json {
  const kind = kindOf(schema);
  if (kind === 'text' || kind === 'long_text') return { field: name, param: name, kind: 'text' };
  if (kind === 'number' || kind === 'money') return { field: name, param: name, kind: 'numberrange' };
  if (kind === 'date' || kind === 'date_time') return { field: name, param: name, kind: 'daterange' };
  return { field: name, param: name.endsWith('_ids') ? name : `${name.replace(/_id$/, '')}_ids`, multiple: true };
}

const toggled = (names: string[], name: string, on: boolean) => (on ? (names.includes(name) ? names : [...names, name]) : names.filter((item) => item !== name));

/** The x-list with the property in or out of its columns, filters and phone line. */
function listWith(list: Json, name: string, schema: Json, places: PropertyPlaces): Json {
  const next: Json = { ...list, columns: toggled(strings(list.columns), name, places.inList) };
  const filters = filtersOf(list);
  const hasFilter = filters.some((filter) => filter.field === name);
  if (places.inFilter && !hasFilter) next.filters = [...filters, filterFor(name, schema)];
  if (!places.inFilter && hasFilter) next.filters = filters.filter((filter) => filter.field !== name);
  if (Array.isArray(next.filters) && !next.filters.length) delete next.filters;
  const phone = phoneOf(list);
  const onPhone = phoneNames(list).includes(name);
  if (places.onPhone && !onPhone) {
    next.simpleList = phone.primary ? { ...phone, secondary: [...strings(phone.secondary), name] } : { primary: strings(list.columns)[0] ?? name, secondary: [name] };
  } else if (!places.onPhone && onPhone && phone.primary !== name) {
    const rest: Json = { ...phone, secondary: strings(phone.secondary).filter((item) => item !== name) };
    if (rest.tertiary === name) delete rest.tertiary;
    next.simpleList = rest;
  }
  return next;
}

/**
 * withProperty(file, 'phone', schema, places): the file with the property added at the end (or
 * replaced where it stands) and named in the places chosen; a file with a show-page field list shows it.
 */
export function withProperty(file: Json, name: string, schema: Json, places: PropertyPlaces): Json {
  const properties = propertiesOf(file);
  const added = !(name in properties);
  const next: Json = { ...file, properties: { ...properties, [name]: schema } };
  const required = toggled(strings(file.required), name, places.required);
  if (required.length || 'required' in file) next.required = required;
  if (isObject(file['x-list'])) next['x-list'] = listWith(file['x-list'], name, schema, places);
  const show = objectAt(file, 'x-show');
  if (added && Array.isArray(show.fields)) next['x-show'] = { ...show, fields: [...strings(show.fields), name] };
  return next;
}

const without = (value: unknown, name: string) => strings(value).filter((item) => item !== name);

/** The file with the property gone and every list, filter, phone line and show field naming it (its column and data stay in the database). */
export function withoutProperty(file: Json, name: string): Json {
  const { [name]: _gone, ...properties } = propertiesOf(file);
  const next: Json = { ...file, properties };
  if (Array.isArray(file.required)) next.required = without(file.required, name);
  if (isObject(file['x-list'])) {
    const list = listWith(file['x-list'], name, {}, { required: false, inList: false, inFilter: false, onPhone: false });
    for (const key of ['sortable', 'search']) if (Array.isArray(list[key])) list[key] = without(list[key], name);
    next['x-list'] = list;
  }
  const show = objectAt(file, 'x-show');
  if (Array.isArray(show.fields)) next['x-show'] = { ...show, fields: without(show.fields, name) };
  return next;
}

/** moved(['a', 'b', 'c'], 'c', -1) → ['a', 'c', 'b']: one place up (-1) or down (1), staying in bounds. */
export function moved<T>(items: T[], item: T, delta: -1 | 1): T[] {
  const from = items.indexOf(item);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** The file with its properties in another order: the form's order. */
export function withPropertyMoved(file: Json, name: string, delta: -1 | 1): Json {
  const properties = propertiesOf(file);
  return { ...file, properties: Object.fromEntries(moved(Object.keys(properties), name, delta).map((key) => [key, properties[key]])) };
}

/** The file with one x-list keyword replaced (columns after a reorder, filters after a removal). */
export const withListKeyword = (file: Json, key: string, value: unknown): Json => ({ ...file, 'x-list': { ...objectAt(file, 'x-list'), [key]: value } });
