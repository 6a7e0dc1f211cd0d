import { IMPORT_DATE_FORMATS, IMPORT_FILE_LIMIT, IMPORT_TOO_LARGE } from '../../../engine/constants';
import { isDateKind, REQUIRED_MESSAGE } from '../../../kernel';

/** A property offered to the import's mapping step (the mapping call's columns_to_import). */
export interface ImportColumn {
  uuid: string;
  label: string;
  /** The property's kind (text, reference, date, date-time, ...), so the screen knows a date column. */
  type: string;
  required: boolean;
  /** Fixed for every row by the mapping call's query (asset_type_id=4): not offered for mapping. */
  hidden: boolean;
  nested: boolean;
  description: string;
  /** The header id the server guessed from the column names, or null. */
  mapped_to: number | null;
}

export interface CsvHeader {
  id: number;
  name: string;
  /** Up to three values of the column from the file's first rows (the mapping call's; a submit needs none). */
  samples?: string[];
}

/** What a mapping submit carries (post-asset-mapping), as read from its body. */
export interface MappingChoice {
  columns: ImportColumn[];
  headers: CsvHeader[];
  /** mapped_system_attributes: header id by uuid; null or '' leaves a column unmapped. */
  mapped: Record<string, unknown>;
  /** special_keys: a value for every row by uuid. */
  fixed: Record<string, unknown>;
  updateExisting: boolean;
  /** The uuid that finds the record a row updates. */
  key?: string | null;
  /** should_handle_date: dates arrive in dateFormat rather than the wire's format. */
  handleDates: boolean;
  dateFormat: unknown;
}

const MAPPED = 'mapped_system_attributes';
const FIXED = 'special_keys';

/** A header id as the body may carry it (3 or '3'); undefined when the column is left unmapped. */
export function headerIdOf(value: unknown): number | undefined | null {
  if (value === null || value === undefined || value === '') return undefined;
  const id = typeof value === 'number' ? value : /^\d{1,6}$/.test(String(value)) ? Number(value) : NaN;
  return Number.isInteger(id) ? id : null;
}

/** A column whose cells are read in the chosen date format: a date or a date-time. */
export const isDateColumn = (column: ImportColumn) => isDateKind(column.type);

/**
 * The refusals of a mapping, keyed as the server's 412 keys them; {} when it can be submitted. The
 * screen and the server run the same function, so both say the same words:
 * mappingErrors({ ..., mapped: {} }) gives { 'mapped_system_attributes.name': 'Name is required: map a column to it.' }.
 */
export function mappingErrors(choice: MappingChoice): Record<string, string> {
  const errors: Record<string, string> = {};
  const byUuid = new Map(choice.columns.map((column) => [column.uuid, column]));
  const headerName = new Map(choice.headers.map((header) => [header.id, header.name]));
  const usedBy = new Map<number, ImportColumn>();
  const chosen = new Set<string>();
  for (const [uuid, raw] of Object.entries(choice.mapped)) {
    const column = byUuid.get(uuid);
    const at = `${MAPPED}.${uuid}`;
    const id = headerIdOf(raw);
    if (id === undefined) continue;
    if (!column || column.hidden) errors[at] = `"${uuid}" is no column to import.`;
    else if (id === null || !headerName.has(id)) errors[at] = `The file has no column ${String(raw)}.`;
    else if (usedBy.has(id)) errors[at] = `The column "${headerName.get(id)}" is mapped to ${usedBy.get(id)!.label} already.`;
    else {
      usedBy.set(id, column);
      chosen.add(uuid);
    }
  }
  for (const [uuid, value] of Object.entries(choice.fixed)) {
    const column = byUuid.get(uuid);
    const at = `${FIXED}.${uuid}`;
    if (!column) errors[at] = `"${uuid}" is no column to import.`;
    else if (chosen.has(uuid)) errors[at] = `${column.label} is mapped to a column already.`;
    else if (typeof value !== 'string' && typeof value !== 'number') errors[at] = `The value for ${column.label} must be text.`;
    else if (String(value).trim() !== '') chosen.add(uuid);
  }
  // An import that updates may leave required columns out: a row that would create a record without
  // them is refused on its own, with the field's message.
  for (const column of choice.updateExisting ? [] : choice.columns) {
    const at = `${MAPPED}.${column.uuid}`;
    if (column.required && !chosen.has(column.uuid) && !errors[at]) errors[at] = `${column.label} is required: map a column to it.`;
  }
  const key = choice.key ? byUuid.get(choice.key) : undefined;
  if (choice.updateExisting && key && !chosen.has(key.uuid)) {
    errors[`${MAPPED}.${key.uuid}`] ??= `${key.label} must be mapped to update existing records: they are found by it.`;
  }
  const datesChosen = choice.columns.some((column) => isDateColumn(column) && chosen.has(column.uuid));
  const format = choice.dateFormat;
  if (choice.handleDates && datesChosen && (format === null || format === undefined || format === '')) errors.date_time_format = REQUIRED_MESSAGE;
  else if (format !== null && format !== undefined && format !== '' && !(IMPORT_DATE_FORMATS as readonly unknown[]).includes(format)) {
    errors.date_time_format = 'The selected date format is invalid.';
  }
  return errors;
}

export { IMPORT_TOO_LARGE };

/**
 * What is wrong with a chosen import file before its content is read, or undefined:
 * importFileError({ name: 'assets.csv', size: 25_000_000 }) === IMPORT_TOO_LARGE.
 */
export function importFileError(file: { name: string; size: number }): string | undefined {
  if (file.size >= IMPORT_FILE_LIMIT) return IMPORT_TOO_LARGE;
  if (!/\.(csv|txt)$/i.test(file.name)) return 'The file must be a CSV file (.csv).';
  if (file.size === 0) return 'The file is empty.';
  return undefined;
}
