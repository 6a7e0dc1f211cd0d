import type { DataProvider, GetListParams, GetOneParams, DeleteParams } from 'react-admin';

type Row = Record<string, unknown> & { id: number };

/** A small in-memory DataProvider for component tests: sorts, pages, searches 'q', deletes with a message. */
export function memoryDataProvider(rows: Row[], messages = { deleted: 'Deleted successfully.' }) {
  let data = [...rows];
  const calls: Array<[string, unknown]> = [];
  const provider = {
    async getList(_resource: string, { pagination = { page: 1, perPage: 10 }, sort = { field: 'id', order: 'ASC' }, filter = {} }: GetListParams) {
      calls.push(['getList', { pagination, sort, filter }]);
      const q = String(filter.q ?? '').trim().toLowerCase();
      const found = data.filter((row) => !q || JSON.stringify(row).toLowerCase().includes(q));
      const sorted = [...found].sort((a, b) => String(a[sort.field]).localeCompare(String(b[sort.field]), undefined, { numeric: true })
        * (sort.order === 'ASC' ? 1 : -1));
      const start = (pagination.page - 1) * pagination.perPage;
      return { data: sorted.slice(start, start + pagination.perPage), total: found.length } as never;
    },
    async getOne(_resource: string, { id }: GetOneParams) {
      return { data: data.find((row) => String(row.id) === String(id)) } as never;
    },
    async delete(_resource: string, { id }: DeleteParams) {
      calls.push(['delete', id]);
      data = data.filter((row) => String(row.id) !== String(id));
      return { data: { id }, meta: { message: messages.deleted } } as never;
    },
  } as unknown as DataProvider;
  return { provider, calls };
}
