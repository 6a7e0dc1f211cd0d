import { type ResourceDefinition, type FieldDescriptor, headerKey, formatSequence } from '../../src/kernel';
import type { CsvHeader, ImportColumn } from '../../src/overrides/import/rules/importMapping';
import { sourceOf } from '../lookups';
import { columnFields } from '../repositories/resourceTable';
import type { NameIndex } from './nameIndex';
import { withArticle } from './withArticle';

/** Kinds a cell cannot carry: files, lists of objects, ranges. */
const NOT_IMPORTABLE = new Set(['attachment', 'daterange', 'unknown']);

/** The properties an import writes: every writable column, so a property an administrator adds is importable. */
export const importableFields = (def: ResourceDefinition): FieldDescriptor[] =>
  columnFields(def).filter((field) => !field.readOnly && !NOT_IMPORTABLE.has(field.kind));

export const headersOf = (names: string[]): CsvHeader[] => names.map((name, i) => ({ id: i + 1, name }));

function describe(def: ResourceDefinition, field: FieldDescriptor, index: NameIndex | undefined, key: boolean): string {
  const label = field.label.toLowerCase();
  const example = index?.names.values().next().value;
  const parts: string[] = [];
  switch (field.kind) {
    case 'reference': {
      // People are found by name or e-mail (nameIndex.ts), other look-ups by name.
      const people = sourceOf(def, field)?.from === 'users';
      const eg = example ? `, e.g. "${example}"` : '';
      if (field.reference?.multiple) parts.push(`${people ? 'Names or e-mails of people' : `Names of ${label} items`}, separated by ";"${eg}.`);
      else parts.push(`${people ? 'The name or e-mail of a person' : `The name of ${withArticle(label)}`}${eg}.`);
      break;
    }
    case 'date': parts.push('A date in the date format chosen below (a time given is left out).'); break;
    case 'date-time': parts.push('A date and time in the date format chosen below.'); break;
    case 'boolean': parts.push('yes or no (also 1 or 0, true or false).'); break;
    case 'choice': parts.push(`One of: ${field.choices?.map((option) => option.label).join(', ')}.`); break;
    case 'html': parts.push('Text or HTML, kept as written.'); break;
    default:
      if (field.schema.type === 'integer') parts.push('A whole number.');
      else if (field.schema.type === 'number') parts.push('A number.');
      else parts.push(field.schema.maxLength ? `Text of at most ${field.schema.maxLength} characters.` : 'Text.');
  }
  if (field.sequence) parts.push(`Left empty, the record gets the next number (${formatSequence(field.sequence, 1)}, ${formatSequence(field.sequence, 2)}, …).`);
  if (key) parts.push('Rows whose value matches an existing record update it when existing records are updated.');
  return parts.join(' ');
}

/** The names a person would give a property's column: its label, its name, its name without _id. */
const ownNames = (field: FieldDescriptor) => [field.label, field.name, field.name.replace(/_id$/, '')];

/** The first header (by the order of names) that one of the names matches and no property took; null when none. */
function firstMatch(names: string[], headers: CsvHeader[], taken: Set<number>): number | null {
  for (const name of names) {
    const key = headerKey(name);
    const found = headers.find((header) => !taken.has(header.id) && headerKey(header.name) === key);
    if (found) return found.id;
  }
  return null;
}

/**
 * The column guessed for each shown property: first by its own names (label, name), then by the
 * synonyms x-import declares (other tools' column names), so a column a title names is never
 * taken by a synonym of another property ('Name' stays the name, whatever lists it as a synonym).
 */
function guessColumns(def: ResourceDefinition, fields: FieldDescriptor[], headers: CsvHeader[]): Map<string, number> {
  const taken = new Set<number>();
  const guessed = new Map<string, number>();
  const synonyms = def.file['x-import']?.synonyms ?? {};
  for (const namesOf of [ownNames, (field: FieldDescriptor) => synonyms[field.name] ?? []]) {
    for (const field of fields) {
      if (guessed.has(field.name)) continue;
      const id = firstMatch(namesOf(field), headers, taken);
      if (id === null) continue;
      guessed.set(field.name, id);
      taken.add(id);
    }
  }
  return guessed;
}

/**
 * columns_to_import of the mapping call: one per importable property, in file order, with a guess
 * of its column. `fixed` names properties the call's query fixes for every row: they come back hidden.
 */
export function importColumns(def: ResourceDefinition, headers: CsvHeader[], indexes: Map<string, NameIndex>, fixed: Set<string>): ImportColumn[] {
  const key = def.file['x-import']?.key;
  const fields = importableFields(def);
  const guessed = guessColumns(def, fields.filter((field) => !fixed.has(field.name)), headers);
  return fields.map((field) => {
    const hidden = fixed.has(field.name);
    const mapped = guessed.get(field.name) ?? null;
    return {
      uuid: field.name,
      label: field.label,
      type: field.kind,
      required: field.required,
      hidden,
      nested: false,
      description: describe(def, field, indexes.get(field.name), field.name === key),
      mapped_to: mapped,
    };
  });
}
