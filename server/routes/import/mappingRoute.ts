import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { IMPORT_DATE_FORMATS } from '../../../src/engine/constants';
import type { ResourceDefinition, ImportSpec } from '../../../src/kernel';
import { isDateColumn } from '../../../src/overrides/import/rules/importMapping';
import { badRequest } from '../../httpErrors';
import { columnSamples } from '../../import/columnSamples';
import { headersOf, importableFields, importColumns } from '../../import/importColumns';
import { nameIndexes } from '../../import/nameIndex';
import { requireRole } from '../../plugins/auth';
import { positiveId, scalar, type RawQuery } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';
import { uploadedJobOf } from './importJobOf';

/**
 * mapping => GET x-import.mapping ({id}): columns_to_import, csv_headers_for_mapping (each header with
 * `samples`, up to three values of its column), handle_date_field, plus update_key (the property rows
 * are matched by) and date_formats. A query parameter naming a
 * reference property (asset_type_id=4) fixes it for every row: that column comes back hidden, and
 * special_keys holds the value a submit sends back for it.
 */
export function mappingRoute(app: FastifyInstance, def: ResourceDefinition, spec: ImportSpec) {
  app.get<{ Params: { id: string }; Querystring: RawQuery }>(routePath(spec.mapping.GET), { config: { staff: true } }, async (request) => {
    requireRole(request, 'admin');
    const job = await uploadedJobOf(app, request.params.id, def);
    const fields = importableFields(def);
    const indexes = await nameIndexes(app.db, app.resources, fields);
    const specialKeys: Record<string, string> = {};
    for (const field of fields.filter((candidate) => candidate.kind === 'reference' && !candidate.reference?.multiple)) {
      const raw = scalar(request.query, field.name);
      if (raw === undefined || raw === '') continue;
      const id = positiveId(raw, field.name);
      const index = indexes.get(field.name);
      if (index && !index.names.has(id)) throw badRequest(`The selected ${field.label.toLowerCase()} is invalid.`);
      specialKeys[field.name] = String(id);
    }
    const headers = headersOf(job.headers);
    const columns = importColumns(def, headers, indexes, new Set(Object.keys(specialKeys)));
    // What each column holds, from the file's first rows (a file gone since the upload shows none).
    const path = await app.files.localPath('imports', job.stored_name);
    const samples = existsSync(path) ? await columnSamples(path, job.newline, headers.length) : [];
    return {
      success: true,
      data: {
        import_id: job.id,
        file_name: job.file_name,
        total_rows: job.total_rows,
        columns_to_import: columns,
        csv_headers_for_mapping: headers.map((header, i) => ({ ...header, samples: samples[i] ?? [] })),
        handle_date_field: columns.some((column) => isDateColumn(column) && !column.hidden),
        update_key: def.file['x-import']?.key ?? null,
        date_formats: IMPORT_DATE_FORMATS,
        special_keys: specialKeys,
      },
    };
  });
}
