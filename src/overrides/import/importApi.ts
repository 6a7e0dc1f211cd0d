/**
 * The import calls, read from the asset resource file's x-import:
 *   upload   => POST   /service-desk/asset-upload-csv (multipart import_file)        data.import_id
 *   mapping  => GET    /service-desk/get-asset-mapping-details/{id}                 data.columns_to_import, ...
 *   submit   => POST   /service-desk/post-asset-mapping {mapped_system_attributes, import_id, update_existing,
 *                      should_handle_date, date_time_format, special_keys, dry_run?} data.tracking_id | data.preview
 *   discard  => DELETE /service-desk/import-discard/{id}
 *   tracking => GET    /service-desk/import-tracking-details/{id}                   data.summary
 *   failed   => GET    /service-desk/import-tracking-failed/{id}?page&limit          data.list, data.total
 */
import type { ApiRequest } from '../../engine/data';
import type { CsvHeader, ImportColumn } from './rules/importMapping';
import { fillUrl, type ImportSpec } from '../../kernel';
import type { PreviewRow } from './rules/importPreview';
import { resourceFiles } from '../../engine/resourceFiles';

/** The import calls of the current model version: the importable resource is the file declaring x-import. */
export const importSpec = () => resourceFiles().find((file) => file['x-import'])!['x-import'] as ImportSpec;

/** Where the tracking page's link leads once the import is done (the optional label and URL parameters). */

export interface MappingDetails {
  importId: number;
  fileName: string;
  totalRows: number;
  columns: ImportColumn[];
  headers: CsvHeader[];
  handleDates: boolean;
  updateKey: string | null;
  dateFormats: string[];
  specialKeys: Record<string, string>;
}

export interface MappingSubmit {
  importId: number;
  mapped: Record<string, number | null>;
  updateExisting: boolean;
  handleDates: boolean;
  dateFormat: string;
  specialKeys: Record<string, string>;
  dryRun?: boolean;
}

export type { PreviewRow };

export type ImportStatus = 'uploaded' | 'queued' | 'running' | 'completed' | 'failed';

export interface TrackingSummary {
  id: number;
  name: string;
  type: string;
  status: ImportStatus;
  status_text: string;
  processed: number;
  total: number;
  progress: number;
  ended_at: string | null;
  totalCreated: number;
  totalUpdated: number;
  totalFailed: number;
  totalWarning: number;
}

export interface FailedRow { row: number; field: string; comment: string }

const idUrl = (url: string, id: number | string) => fillUrl(url, { id });

export function uploadRequest(file: Blob): ApiRequest {
  const { upload } = importSpec();
  return { method: 'POST', url: upload.POST, multipart: [[upload.field, file]] };
}

export const importIdOf = (body: unknown) => Number((body as { data?: { import_id?: unknown } })?.data?.import_id);

export const mappingRequest = (id: number): ApiRequest => ({ method: 'GET', url: idUrl(importSpec().mapping.GET, id) });

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? value as T[] : []);

/** The mapping call's answer; missing parts read as empty. */
export function mappingDetails(body: unknown): MappingDetails {
  const data = (body as { data?: Record<string, unknown> })?.data ?? {};
  return {
    importId: Number(data.import_id),
    fileName: String(data.file_name ?? ''),
    totalRows: Number(data.total_rows ?? 0),
    columns: listOf<ImportColumn>(data.columns_to_import),
    headers: listOf<CsvHeader>(data.csv_headers_for_mapping),
    handleDates: data.handle_date_field === true,
    updateKey: typeof data.update_key === 'string' ? data.update_key : null,
    dateFormats: listOf<string>(data.date_formats),
    specialKeys: (data.special_keys ?? {}) as Record<string, string>,
  };
}

/** The submit body as the server reads it: unmapped columns left out, the date format only when dates are handled. */
export function submitRequest(input: MappingSubmit): ApiRequest {
  const mapped = Object.fromEntries(Object.entries(input.mapped).filter(([, id]) => id !== null));
  return {
    method: 'POST',
    url: importSpec().submit.POST,
    json: {
      import_id: input.importId,
      mapped_system_attributes: mapped,
      update_existing: input.updateExisting,
      should_handle_date: input.handleDates,
      date_time_format: input.handleDates && input.dateFormat ? input.dateFormat : null,
      special_keys: input.specialKeys,
      ...(input.dryRun ? { dry_run: true } : {}),
    },
  };
}

export const trackingIdOf = (body: unknown) => Number((body as { data?: { tracking_id?: unknown } })?.data?.tracking_id);
export const previewOf = (body: unknown) => listOf<PreviewRow>((body as { data?: { preview?: unknown } })?.data?.preview);

export const discardRequest = (id: number): ApiRequest => ({ method: 'DELETE', url: idUrl(importSpec().discard.DELETE, id) });

export const trackingRequest = (id: number | string): ApiRequest => ({ method: 'GET', url: idUrl(importSpec().tracking.GET, id) });

export const trackingSummary = (body: unknown) => ((body as { data?: { summary?: TrackingSummary } })?.data?.summary ?? null);

export const failedRequest = (id: number | string, page: number, limit: number): ApiRequest => ({
  method: 'GET', url: idUrl(importSpec().failed.GET, id), query: [['page', String(page)], ['limit', String(limit)]],
});

export function failedPage(body: unknown): { rows: FailedRow[]; total: number } {
  const data = (body as { data?: { list?: unknown; total?: unknown } })?.data;
  return { rows: listOf<FailedRow>(data?.list), total: Number(data?.total ?? 0) };
}

/** The download of the refused rows as a CSV file (the server's invented export beside the failed list). */
export const failedCsvUrl = (id: number | string) => `${idUrl(importSpec().failed.GET, id)}/download`;

export const isFinished = (status: ImportStatus | undefined) => status === 'completed' || status === 'failed';
