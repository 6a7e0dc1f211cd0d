import type { SqlClient } from '../../database/sqlClient';
import type { ResourceDefinition } from '../../../src/kernel';
import { FieldErrors } from '../../httpErrors';
import type { Row } from '../../repositories/records';
import type { ReportFilter } from '../../repositories/reports';
import { writePayload } from '../resources/writePayload';
import { reportColumns } from './reportColumns';
import { checkReportFields, subjectOf } from './reportFilters';

/** A checked save: the report's own properties, then its filters and columns (undefined: unchanged on an update). */
export interface ReportWrite {
  values: Row;
  filters?: ReportFilter[];
  columns?: string[];
}

/** report_column_keys as a list of distinct keys, each a column of the list; undefined when not sent. */
function checkColumns(subject: ResourceDefinition, sent: unknown, errors: Record<string, string>): string[] | undefined {
  if (sent === undefined) return undefined;
  const keys = sent === null || sent === '' ? [] : Array.isArray(sent) ? sent : [sent];
  const known = new Set(reportColumns(subject).map((field) => field.name));
  keys.forEach((key, i) => {
    if (typeof key !== 'string' || !known.has(key)) errors[`report_column_keys.${i}`] = `The column must be a column of the ${subject.title} list.`;
  });
  return [...new Set(keys as string[])];
}

/**
 * The body of POST x-api.save:
 * the properties against the report resource file (its errorMessage texts, so the form and the server
 * say the same words), the filters and columns against the list the type reports on. Every problem is
 * one 412, all fields at once; nothing is written before this passes.
 */
export async function parseReportBody(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, body: Row, existing?: Row): Promise<ReportWrite> {
  const errors: Record<string, string> = {};
  let values: Row = {};
  try {
    values = writePayload(def, body, existing);
  } catch (error) {
    if (!(error instanceof FieldErrors)) throw error;
    Object.assign(errors, error.fields);
  }
  // The type is checked even when another property failed, so the filters are still checked against the right list.
  const type = values.type ?? existing?.type ?? body.type ?? def.fields.type?.schema.default;
  const subject = subjectOf(resources, type);
  if (!subject) {
    errors.type ??= 'The selected type is invalid.';
    throw new FieldErrors(errors);
  }
  const creating = existing === undefined;
  const fields = 'fields' in body || creating ? await checkReportFields(db, resources, subject, body.fields) : undefined;
  Object.assign(errors, fields?.errors);
  let columns = checkColumns(subject, body.report_column_keys, errors);
  // A report always shows something: none chosen means the list's own columns.
  if ((creating && columns === undefined) || columns?.length === 0) columns = subject.columns.map((column) => column.name);
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return { values, filters: fields?.filters, columns };
}
