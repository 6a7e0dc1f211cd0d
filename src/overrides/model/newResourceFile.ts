/**
 * The file a new resource needs, as a small shipped one is written (license-type.json, the
 * building fixture): its name and a Name property, its routes, API, list and table named after it.
 * newResourceFile({ name: 'location', label: 'Locations', group: 'Settings', order: 400 })
 */
import type { Json } from './propertyKinds';

export interface NewResource { name: string; label: string; group: string; order: number }

/** A resource's name: it names the file, its URLs and its table. */
export const RESOURCE_NAME = /^[a-z][a-z0-9-]*$/;

export function newResourceFile({ name, label, group, order }: NewResource): Json {
  const snake = name.replace(/-/g, '_');
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: name,
    title: name.replace(/-/g, ' '),
    type: 'object',
    required: ['name'],
    properties: {
      id: { type: 'integer', title: 'ID', readOnly: true },
      name: { type: 'string', title: 'Name', minLength: 1, maxLength: 255, errorMessage: { minLength: 'This field is required.' } },
      created_at: { type: 'string', format: 'date-time', title: 'Created at', readOnly: true },
      updated_at: { type: 'string', format: 'date-time', title: 'Updated at', readOnly: true },
    },
    'x-resource': {
      label,
      menu: { group, order },
      route: `/service-desk/${name}`,
      paths: { list: '', create: 'create', show: ':id/show', edit: ':id/edit' },
      afterDelete: 'list',
      alert: name,
      recordRepresentation: 'name',
      write: 'admin',
    },
    'x-api': {
      list: { GET: `/service-desk/api/${name}-list`, items: `data.${snake}_list`, total: 'data.total' },
      getOne: { GET: `/service-desk/api/${name}/{id}`, record: 'data' },
      save: { POST: `/service-desk/api/${name}`, body: 'multipart' },
      delete: { DELETE: `/service-desk/api/${name}/{id}` },
    },
    'x-list': {
      title: `list of ${label.toLowerCase()}`,
      columns: ['name', 'created_at'],
      sortable: ['id', 'name', 'created_at'],
      defaultSort: { field: 'id', order: 'DESC' },
      search: ['name'],
    },
    'x-store': { table: `sd_${snake}_records` },
  };
}
