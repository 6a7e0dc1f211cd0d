/**
 * One cell as the value a save would carry, by the property's kind: names become the ids of their
 * look-up, dates in the chosen format become the wire's (a date property keeps the day alone), yes/no become booleans. Text is kept as
 * written, formulas included (a warning says so); an empty cell is no value at all.
 */
import type { FieldDescriptor } from '../../src/kernel';
import type { NameIndex } from './nameIndex';
import { parseImportDate } from './parseImportDate';

export type Converted = { value: unknown; warning?: string } | { error: string };

const YES = new Set(['1', 'yes', 'y', 'true', 'on']);
const NO = new Set(['0', 'no', 'n', 'false', 'off']);
const INTEGER = /^[+-]?\d{1,15}$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** What spreadsheets run as a formula when the file is opened again. */
const FORMULA = /^[=+\-@]/;

const lower = (field: FieldDescriptor) => field.label.toLowerCase();

function reference(field: FieldDescriptor, index: NameIndex | undefined, text: string): Converted {
  const ids = index?.byName.get(text.toLowerCase()) ?? [];
  if (ids.length === 1) return { value: ids[0] };
  if (ids.length > 1) return { error: `${ids.length} items of ${lower(field)} are named "${text}": write the id instead.` };
  // An export read back holds ids; they count when they are items of the look-up.
  if (INTEGER.test(text) && (!index || index.names.has(Number(text)))) return { value: Number(text) };
  return { error: `No ${lower(field)} is named "${text}".` };
}

function choice(field: FieldDescriptor, text: string): Converted {
  const found = field.choices?.find((option) => String(option.value).toLowerCase() === text.toLowerCase() || option.label.toLowerCase() === text.toLowerCase());
  return found ? { value: found.value } : { error: `"${text}" is not one of: ${field.choices?.map((option) => option.label).join(', ')}.` };
}

/**
 * convertCell(field, 'Laptop', dateFormat, index) → { value: 4 } for an asset type look-up holding
 * Laptop as 4. The format and the look-up's index as arguments, not an object: an import converts
 * every cell of every row.
 */
export function convertCell(field: FieldDescriptor, cell: string, dateFormat: string, index?: NameIndex): Converted {
  const text = cell.trim();
  if (text === '') return { value: undefined };
  switch (field.kind) {
    case 'reference': {
      if (!field.reference?.multiple) return reference(field, index, text);
      const parts = text.split(';').map((part) => part.trim()).filter(Boolean).map((part) => reference(field, index, part));
      const failed = parts.find((part): part is { error: string } => 'error' in part);
      return failed ?? { value: parts.map((part) => (part as { value: unknown }).value) };
    }
    case 'choice': return choice(field, text);
    case 'boolean':
      if (YES.has(text.toLowerCase())) return { value: true };
      return NO.has(text.toLowerCase()) ? { value: false } : { error: `"${text}" is not yes or no.` };
    case 'date':
    case 'date-time': {
      const parsed = parseImportDate(text, dateFormat);
      if ('value' in parsed) return field.kind === 'date' ? { value: parsed.value.slice(0, 10) } : parsed;
      return { error: parsed.error === 'impossible' ? `"${text}" is not a real date.` : `"${text}" is not a date in the format ${dateFormat}.` };
    }
    default:
      // Numbers by their schema type, so a kind shown another way (a duration) still reads as one.
      if (field.schema.type === 'integer') return INTEGER.test(text) ? { value: Number(text) } : { error: `"${text}" is not a whole number.` };
      if (field.schema.type === 'number') return NUMBER.test(text) ? { value: Number(text) } : { error: `"${text}" is not a number.` };
      return FORMULA.test(text) && !NUMBER.test(text)
        ? { value: cell, warning: `Starts with "${text[0]}": stored as text, not run as a formula.` }
        : { value: cell };
  }
}
