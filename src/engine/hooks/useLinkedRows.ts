import { useState } from 'react';
import { useDataProvider, type Identifier, type RaRecord, type SortPayload } from 'ra-core';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../constants';
import type { ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition } from '../../kernel';
import { useDebouncedValue } from './useDebouncedValue';
import { useLoaded } from './useLoaded';

/**
 * useLinkedRows(order, 'items', 4, version) → one page of the rows a record's link holds, with
 * the paging, sorting and search that ask for it again; a new `version` (the record changed) reloads.
 * A failed load is silent: the table shows no rows.
 */
export function useLinkedRows(definition: ResourceDefinition, link: string, id: Identifier, version: number) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const target = definition.links[link]?.target;
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortPayload | undefined>(target?.defaultSort);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const key = JSON.stringify([definition.name, link, id, page, perPage, sort, settled, version]);
  const result = useLoaded(key, () => dataProvider.linked(definition.name, { link, id, pagination: { page, perPage }, sort, search: settled }),
    { data: [] as RaRecord[], total: 0 });
  return {
    result,
    page,
    perPage,
    sort,
    search,
    setPage,
    // A new page size or search starts again at the first page.
    setPerPage: (size: number) => { setPerPage(size); setPage(1); },
    setSearch: (text: string) => { setSearch(text); setPage(1); },
    setSort,
    sortable: target?.sortable ?? [],
  };
}
