/**
 * A list's download (x-list.export), a link rather than a call:
 *   export => GET x-list.export.GET ?sort-field&sort-order&search-query&{param}[i]&{range}=…   (text/csv)
 * It carries what the list's own request carries but its paging, so the file holds every row the
 * list shows across its pages, in the same order.
 */
import type { GetListParams } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';
import { getListRequest } from './records';
import type { ApiRequest } from './request';

/** exportRequest(def, { sort, filter }) → GET /service-desk/contract/export?sort-field=name&sort-order=asc&cost=10~500; undefined without x-list.export. */
export function exportRequest(definition: ResourceDefinition, { sort, filter }: Pick<GetListParams, 'sort' | 'filter'>): ApiRequest | undefined {
  const spec = definition.file['x-list']?.export;
  if (!spec) return undefined;
  const { page, limit } = definition.params;
  const query = (getListRequest(definition, { sort, filter }).query ?? []).filter(([name]) => name !== page && name !== limit);
  return { method: 'GET', url: spec.GET, query };
}
