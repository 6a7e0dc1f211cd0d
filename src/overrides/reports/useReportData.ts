import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'ra-core';
import { urlOf } from '../../engine/data/request';
import type { ResourceDefinition } from '../../kernel';
import { http } from '../http';
import type { GroupCount } from '../../engine/charts/chartSpec';
import { columnsRequest, columnsResponse, countRequest, type ColumnChoice, type RowSource } from './reportRequests';

/**
 * useReportCounts(subject, source) → the chart's groups for the rows a report selects, asked again
 * when the filters change. A failed load leaves the chart empty.
 */
export function useReportCounts(subject: ResourceDefinition, source: RowSource) {
  const request = countRequest(subject, source);
  const { data, isPending } = useQuery({
    queryKey: ['report-counts', urlOf('', request)],
    queryFn: async () => ((await http.send<{ data?: GroupCount[] }>(request)).data ?? []),
    retry: false,
  });
  return { counts: data ?? [], loading: isPending };
}

/** useColumnChoices(subject, reportId?) → every column a report may show, the report's (or the list's) flagged as displayed. */
export function useColumnChoices(subject: ResourceDefinition, reportId?: Identifier) {
  const request = columnsRequest(subject, reportId);
  const { data, isPending } = useQuery({
    queryKey: ['report-columns', urlOf('', request)],
    queryFn: async () => columnsResponse(subject, await http.send(request)),
    retry: false,
  });
  return { choices: data ?? ([] as ColumnChoice[]), loading: isPending };
}
