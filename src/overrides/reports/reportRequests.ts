/**
 * The reports screens' calls beside the data provider's (which sends only a resource file's own
 * properties), each a pure mapper:
 *   save    => POST x-api.save.POST {name, description, type, chart_type, fields: [{key, value, value_meta}], report_column_keys, id?, row_version?}
 *   counts  => GET  <list>?count=true&<filters>           (live, while a report is edited)
 *              GET  <list>?count=true&filter_id={id}       (a saved report)
 *   columns => GET  <list>?column=true[&filter_id={id}]   → x-report.columns: [{key, value, display}]
 *   export  => GET  /service-desk/api/export/{csv|excel}?filter_id={id}, opened in a new window
 */
import type { Identifier } from 'ra-core';
import { filterQueryPairs } from '../../engine/data/filterQuery';
import { urlOf, type ApiRequest, type QueryPairs } from '../../engine/data/request';
import { type CustomFilter, type ResourceDefinition, listEndpoint, getPath, ROW_VERSION, filterQuery, filterValuesOf } from '../../kernel';
import { DEFAULT_CHART, isChartKind, type ChartKind } from '../../engine/charts/chartSpec';

export const REPORT_PARAM = 'filter_id';
export const EXPORT_FORMATS = ['csv', 'excel'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One saved filter of a report as the server reads it. */
export interface ReportFilter { key: string; value: unknown; value_meta?: unknown }

/** A report as the getOne mapper reads it (data.report_filter). */
export interface ReportRecord {
  id: Identifier;
  name?: string | null;
  description?: string | null;
  type?: string;
  chart_type?: string;
  filter_meta?: ReportFilter[];
  report_column_keys?: string[];
  [ROW_VERSION]?: number;
}

/** What the report form edits: the filters as the filter panel keeps them, the chosen column keys. */
export interface ReportDraft {
  name: string;
  description: string;
  chartType: ChartKind;
  filters: Record<string, unknown>;
  columns: string[];
}

/** A column choice of column=true. */
export interface ColumnChoice { key: string; value: string; display: boolean }

/** A report's filters by query parameter: { asset_type_ids: [2] }. */
export const reportValues = (filters: ReportFilter[] = []) => Object.fromEntries(filters.map((filter) => [filter.key, filter.value]));

/** draftOf(subject, record) → the form's values; a new report starts empty, as a bar chart of the list's own columns. */
export function draftOf(subject: ResourceDefinition, record?: ReportRecord, custom: CustomFilter[] = []): ReportDraft {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    chartType: isChartKind(record?.chart_type) ? record.chart_type : DEFAULT_CHART,
    filters: filterValuesOf(subject, reportValues(record?.filter_meta), custom),
    columns: record?.report_column_keys ?? subject.columns.map((column) => column.name),
  };
}

/** The panel's filter values as the report's fields: one { key, value } per parameter that has a value. */
export const reportFields = (subject: ResourceDefinition, filters: Record<string, unknown>): ReportFilter[] =>
  Object.entries(filterQuery(subject, filters)).map(([key, value]) => ({ key, value, value_meta: null }));

/**
 * reportSaveRequest(reports, subject, draft, id?, version?) → the one POST that creates and, with id, updates;
 * an update carries the version the report was read at, when it had one (a 409 when someone saved since).
 */
export function reportSaveRequest(reports: ResourceDefinition, subject: ResourceDefinition, draft: ReportDraft, id?: Identifier, version?: unknown): ApiRequest {
  if (!reports.api.save) throw new Error(`${reports.name} declares no x-api.save`);
  return {
    method: 'POST',
    url: reports.api.save.POST,
    json: {
      ...(id === undefined ? {} : { id }),
      ...(id === undefined || version === undefined || version === null ? {} : { [ROW_VERSION]: version }),
      name: draft.name,
      description: draft.description,
      type: subject.file['x-report']?.type,
      chart_type: draft.chartType,
      fields: reportFields(subject, draft.filters),
      report_column_keys: draft.columns,
    },
  };
}

/** Where the rows come from: the filters being edited, or a saved report by id. */
export type RowSource = { filters: Record<string, unknown> } | { reportId: Identifier };

const sourceQuery = (subject: ResourceDefinition, source: RowSource): QueryPairs =>
  ('reportId' in source ? [[REPORT_PARAM, String(source.reportId)]] : filterQueryPairs(filterQuery(subject, source.filters)));

/** countRequest(subject, { reportId: 3 }) → GET <list>?count=true&filter_id=3 */
export const countRequest = (subject: ResourceDefinition, source: RowSource): ApiRequest =>
  ({ method: 'GET', url: listEndpoint(subject).GET, query: [['count', 'true'], ...sourceQuery(subject, source)] });

/** columnsRequest(subject, 3) → GET <list>?column=true&filter_id=3; without an id the list's own columns are the shown ones. */
export const columnsRequest = (subject: ResourceDefinition, reportId?: Identifier): ApiRequest =>
  ({ method: 'GET', url: listEndpoint(subject).GET, query: [['column', 'true'], ...(reportId === undefined ? [] : [[REPORT_PARAM, String(reportId)]] as QueryPairs)] });

/** The column choices where x-report.columns says they are. */
export function columnsResponse(subject: ResourceDefinition, body: unknown): ColumnChoice[] {
  const found = getPath(body, subject.file['x-report']?.columns ?? '');
  return Array.isArray(found) ? found as ColumnChoice[] : [];
}

/** exportUrl('', 'csv', 3) === '/service-desk/api/export/csv?filter_id=3' */
export const exportUrl = (baseUrl: string, format: ExportFormat, id: Identifier) =>
  urlOf(baseUrl, { url: `/service-desk/api/export/${format}`, query: [[REPORT_PARAM, String(id)]] });
