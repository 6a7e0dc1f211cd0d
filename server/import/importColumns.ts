import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import type { FieldDescriptor } from '../../src/engine/schema/describeField';
import type { CsvHeader, ImportColumn } from '../../src/engine/schema/importMapping';
import { sourceOf } from '../references';
import { columnFields } from '../repositories/resourceTable';
import type { NameIndex } from './nameIndex';
import { withArticle } from './withArticle';

/** Kinds a cell cannot carry: files, lists of objects, ranges. */
const NOT_IMPORTABLE = new Set(['attachment', 'daterange', 'unknown']);

/** The properties an import writes: every writable column, so a property an administrator adds is importable. */
export const importableFields = (def: ResourceDefinition): FieldDescriptor[] =>
  columnFields(def).filter((field) => !field.readOnly && !NOT_IMPORTABLE.has(field.kind));

export const headersOf = (names: string[]): CsvHeader[] => names.map((name, i) => ({ id: i + 1, name }));

function describe(field: FieldDescriptor, index: NameIndex | undefined, key: boolean): string {
  const label = field.label.toLowerCase();
  const example = index?.names.values().next().value;
  const parts: string[] = [];
  switch (field.kind) {
    case 'reference': {
      // People are found by name or e-mail (nameIndex.ts), other look-ups by name.
      const people = sourceOf(field)?.from === 'users';
      const eg = example ? `, e.g. "${example}"` : '';
      if (field.reference?.multiple) parts.push(`${people ? 'Names or e-mails of people' : `Names of ${label} items`}, separated by ";"${eg}.`);
      else parts.push(`${people ? 'The name or e-mail of a person' : `The name of ${withArticle(label)}`}${eg}.`);
      break;
    }
    case 'date-time': parts.push('A date and time in the date format chosen below.'); break;
    case 'boolean': parts.push('yes or no (also 1 or 0, true or false).'); break;
    case 'choice': parts.push(`One of: ${field.choices?.map((option) => option.label).join(', ')}.`); break;
    case 'html': parts.push('Text or HTML, kept as written.'); break;
    default:
      if (field.schema.type === 'integer') parts.push('A whole number.');
      else if (field.schema.type === 'number') parts.push('A number.');
      else parts.push(field.schema.maxLength ? `Text of at most ${field.schema.maxLength} characters.` : 'Text.');
  }
  if (key) parts.push('Rows whose value matches an existing record update it when existing records are updated.');
  return parts.join(' ');
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The header a person would pick for a property: its label, its name, or its name without _id. */
function guess(field: FieldDescriptor, headers: CsvHeader[], taken: Set<number>): number | null {
  const names = new Set([field.label, field.name, field.name.replace(/_id$/, '')].map(normalise));
  return headers.find((header) => !taken.has(header.id) && names.has(normalise(header.name)))?.id ?? null;
}

/**
 * columns_to_import of the mapping call: one per importable property, in file order, with a guess
 * of its column. `fixed` names properties the call's query fixes for every row: they come back hidden.
 */
export function importColumns(def: ResourceDefinition, headers: CsvHeader[], indexes: Map<string, NameIndex>, fixed: Set<string>): ImportColumn[] {
  const taken = new Set<number>();
  const key = def.file['x-import']?.key;
  return importableFields(def).map((field) => {
    const hidden = fixed.has(field.name);
    const mapped = hidden ? null : guess(field, headers, taken);
    if (mapped !== null) taken.add(mapped);
    return {
      uuid: field.name,
      label: field.label,
      type: field.kind,
      required: field.required,
      hidden,
      nested: false,
      description: describe(field, indexes.get(field.name), field.name === key),
      mapped_to: mapped,
    };
  });
}
