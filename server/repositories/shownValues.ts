import type { ResourceDefinition, CustomValue } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { exportValue } from '../export/cellValue';
import { resourcesOf } from './loadedResources';
import { readRecords } from './readRecords';
import type { Row } from './records';

/** What a person reads of a record, for a page or a mail that shows it outside the app. */
export interface ShownRecord {
  /** Each named property as text (readRecords' names, option titles, dates as stored), null when empty. */
  values: Record<string, string | null>;
  /** Its custom fields (x-api.form: the x-custom properties, then its type's form-group fields), as the read record lists them. */
  custom: CustomValue[];
}

const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * The record read as the API reads it (without its links), then only what was asked for:
 * shownRecord(db, change, row, ['change_type_id']).values.change_type_id === 'Minor'.
 */
export async function shownRecord(db: SqlClient, def: ResourceDefinition, row: Row, names: string[]): Promise<ShownRecord> {
  const [record] = await readRecords(db, await resourcesOf(db), def, [row], undefined, false);
  const values = Object.fromEntries(names.map((name) => [name, def.fields[name] ? asText(exportValue(def.fields[name], record)) : null]));
  const form = def.api.form;
  const lists = [form?.custom, form?.groups?.read].filter((key): key is string => !!key).map((key) => record[key]);
  return { values, custom: lists.flatMap((list) => (Array.isArray(list) ? list as CustomValue[] : [])) };
}
