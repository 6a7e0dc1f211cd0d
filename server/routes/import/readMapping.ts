import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, REQUIRED_MESSAGE } from '../../../src/kernel';
import { headerIdOf, mappingErrors } from '../../../src/overrides/import/rules/importMapping';
import { badRequest, FieldErrors } from '../../httpErrors';
import { headersOf, importColumns } from '../../import/importColumns';
import type { ImportJob, ImportSettings } from '../../import/importJobs';
import { TRUE_FLAG } from '../resources/save';
import { uploadedJobOf } from './importJobOf';

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A yes/no of the body: true, 1, '1', 'true' (as forms send them); anything else is no. */
const flag = (value: unknown) => TRUE_FLAG.has(value as never);

/**
 * The submit's body read and checked: the job waiting for it and the settings the import runs with,
 * or a 412 keyed by the body's dotted fields (mapped_system_attributes.name, date_time_format, ...).
 */
export async function readMapping(app: FastifyInstance, def: ResourceDefinition, body: unknown): Promise<{ job: ImportJob; settings: ImportSettings; dryRun: boolean }> {
  if (!isObject(body)) throw badRequest('The request body must be a JSON object.');
  const request = body as Body;
  if (request.import_id === undefined || request.import_id === null || request.import_id === '') throw new FieldErrors({ import_id: REQUIRED_MESSAGE });
  const job = await uploadedJobOf(app, request.import_id, def);
  const shapeErrors: Record<string, string> = {};
  if (!isObject(request.mapped_system_attributes)) shapeErrors.mapped_system_attributes = 'The mapping must be an object of column ids by property.';
  if (request.special_keys !== undefined && request.special_keys !== null && !isObject(request.special_keys)) shapeErrors.special_keys = 'The fixed values must be an object of values by property.';
  if (request.date_time_format !== undefined && request.date_time_format !== null && typeof request.date_time_format !== 'string') shapeErrors.date_time_format = 'The selected date format is invalid.';
  if (Object.keys(shapeErrors).length) throw new FieldErrors(shapeErrors);

  const mapped = request.mapped_system_attributes as Body;
  const fixed = (request.special_keys ?? {}) as Body;
  const handleDates = flag(request.should_handle_date);
  const updateExisting = flag(request.update_existing);
  const headers = headersOf(job.headers);
  const columns = importColumns(def, headers, new Map(), new Set());
  const errors = mappingErrors({ columns, headers, mapped, fixed, updateExisting, key: def.file['x-import']?.key, handleDates, dateFormat: request.date_time_format });
  if (Object.keys(errors).length) throw new FieldErrors(errors);

  const settings: ImportSettings = {
    mapping: Object.fromEntries(Object.entries(mapped).flatMap(([uuid, raw]) => {
      const id = headerIdOf(raw);
      return typeof id === 'number' ? [[uuid, id]] : [];
    })),
    fixed: Object.fromEntries(Object.entries(fixed).filter(([, value]) => String(value).trim() !== '').map(([uuid, value]) => [uuid, String(value)])),
    updateExisting,
    dateFormat: handleDates && typeof request.date_time_format === 'string' && request.date_time_format ? request.date_time_format : null,
  };
  return { job, settings, dryRun: flag(request.dry_run) };
}
