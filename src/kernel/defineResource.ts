import { DEFAULT_PAGE_SIZE } from './modelValues';
import type { LinkDefinition } from './connectLinks';
import { customFilters, type CustomFilter } from './customFilters';
import { describeField, type FieldDescriptor } from './describeField';
import { filterKey } from './filterKey';
import { fillUrl } from './paths';
import { simpleList } from './simpleList';
import type { ContextDefinition } from './saveContext';
import type { EitherRule, ListFilter, QueryParamNames, ResourceFile } from './types';

export const DEFAULT_QUERY_PARAMS: QueryParamNames = {
  sort: 'sort-field', order: 'sort-order', search: 'search-query', page: 'page', limit: 'limit',
};

/** A resource file made ready to use: fields described, routes built, defaults filled. */
export interface ResourceDefinition {
  name: string;
  title: string;
  label: string;
  file: ResourceFile;
  fields: Record<string, FieldDescriptor>;
  /** Properties a form writes (not readOnly), in file order. */
  writable: FieldDescriptor[];
  columns: FieldDescriptor[];
  /** What a row of the one-column list (a phone) shows: x-list.simpleList, else derived from the columns. */
  simpleList?: { primary: FieldDescriptor; secondary: FieldDescriptor[]; tertiary?: FieldDescriptor };
  sortable: string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** The page size the list opens with (x-list.perPage). */
  perPage: number;
  search: string[];
  /**
   * Each filter with the descriptor its input renders from (a filter's lookup and label win over the
   * property's) and its key in react-admin's filter values (filterKey).
   */
  filters: Array<ListFilter & { descriptor: FieldDescriptor; key: string }>;
  /** The x-custom properties as filters: what the custom-field list answers and the list accepts by key. */
  customFilters: CustomFilter[];
  params: QueryParamNames;
  api: ResourceFile['x-api'];
  /** False for a create-only resource (no x-list, list or record read): only its create screen exists. */
  listed: boolean;
  routes: {
    /** The resource's home, where the menu leads: its list, or the create screen of a create-only resource. */
    list: string;
    create?: string;
    /** Route patterns with :id, for the router. */
    showPattern?: string;
    editPattern?: string;
    /** The list with a saved filter applied (x-resource.paths.filter). */
    filterPattern?: string;
    show?: (id: string | number) => string;
    edit?: (id: string | number) => string;
    filter?: (id: string | number) => string;
  };
  afterCreate?: NonNullable<ResourceFile['x-resource']['afterCreate']>;
  alert: string;
  /** Where the create and edit forms report (x-resource.formAlert, else alert). */
  formAlert: string;
  /** x-either: exactly one of two properties has a value. */
  either?: EitherRule;
  /** x-ref.create by property: the resource an add-new button creates (connectReferences fills it in). */
  createTargets: Record<string, ResourceDefinition>;
  rowFlags: { edit?: string; delete?: string };
  show: NonNullable<ResourceFile['x-show']>;
  recordRepresentation: string;
  write: 'admin' | 'agent';
  /** The lowest role that may delete (x-resource.remove, else write). */
  remove: 'admin' | 'agent';
  actions?: ResourceFile['x-actions'];
  planning?: ResourceFile['x-planning'];
  /** x-links by name; their targets are filled in by connectLinks. */
  links: Record<string, LinkDefinition>;
  /** Per x-show tab, the resource its rows are records of, when there is one (connectTabs fills it in). */
  tabRecords: Array<ResourceDefinition | undefined>;
  /** x-api.save.context by parameter; the resource each names is filled in by connectLinks. */
  context: Record<string, ContextDefinition>;
}

const filterDescriptor = (filter: ListFilter, field: FieldDescriptor): FieldDescriptor => ({
  ...field,
  label: filter.label ?? field.label,
  ...(filter.lookup ? { kind: 'reference', reference: { lookup: filter.lookup } } : {}),
});

const join = (route: string, path: string) => (path ? `${route}/${path}` : route);
const routeFor = (route: string, path?: string) =>
  path === undefined ? undefined : (id: string | number) => join(route, path.replace(':id', fillUrl('{id}', { id })));

/** defineResource(json) turns a validated resource file into the definition the engine and server share. */
export function defineResource(file: ResourceFile): ResourceDefinition {
  const required = file.required ?? [];
  const fields = Object.fromEntries(
    Object.entries(file.properties).map(([name, schema]) => {
      const field = describeField(name, schema, required);
      return [name, field.kind === 'attachment' ? { ...field, download: file['x-api'].download?.GET } : field];
    }),
  );
  // A create-only resource has no list: nothing to show, sort, search or filter.
  const list = file['x-list'] ?? { title: file['x-resource'].label, columns: [] };
  const { route, paths } = file['x-resource'];
  const home = paths.list ?? paths.create ?? '';
  const firstText = Object.values(fields).find((f) => f.kind === 'text')?.name ?? 'id';
  const recordRepresentation = file['x-resource'].recordRepresentation ?? firstText;
  const rows = simpleList(list.columns, recordRepresentation, list.simpleList);
  return {
    name: file.$id,
    title: file.title,
    label: file['x-resource'].label,
    file,
    fields,
    writable: Object.values(fields).filter((f) => !f.readOnly),
    columns: list.columns.map((name) => fields[name]),
    simpleList: rows && {
      primary: fields[rows.primary],
      secondary: rows.secondary.map((name) => fields[name]),
      tertiary: rows.tertiary === undefined ? undefined : fields[rows.tertiary],
    },
    sortable: list.sortable ?? [],
    defaultSort: list.defaultSort ?? { field: 'id', order: 'DESC' },
    perPage: list.perPage ?? DEFAULT_PAGE_SIZE,
    search: list.search ?? [],
    filters: (list.filters ?? []).map((filter) => ({
      // An exclude filter on a property (x-links via) shares the field, and may share the name, with that property's own filter.
      ...filter, key: filterKey(filter), descriptor: filterDescriptor(filter, fields[filter.field]),
    })),
    customFilters: customFilters(fields, list.filters ?? []),
    params: { ...DEFAULT_QUERY_PARAMS, ...file['x-api'].list?.params },
    api: file['x-api'],
    listed: paths.list !== undefined,
    routes: {
      list: join(route, home),
      create: paths.create === undefined ? undefined : join(route, paths.create),
      showPattern: paths.show === undefined ? undefined : join(route, paths.show),
      editPattern: paths.edit === undefined ? undefined : join(route, paths.edit),
      filterPattern: paths.filter === undefined ? undefined : join(route, paths.filter),
      show: routeFor(route, paths.show),
      edit: routeFor(route, paths.edit),
      filter: routeFor(route, paths.filter),
    },
    afterCreate: file['x-resource'].afterCreate,
    alert: file['x-resource'].alert,
    formAlert: file['x-resource'].formAlert ?? file['x-resource'].alert,
    either: file['x-either'],
    createTargets: {},
    tabRecords: [],
    rowFlags: list.rowFlags ?? {},
    show: file['x-show'] ?? {},
    recordRepresentation,
    write: file['x-resource'].write ?? 'agent',
    remove: file['x-resource'].remove ?? file['x-resource'].write ?? 'agent',
    actions: file['x-actions'],
    planning: file['x-planning'],
    links: Object.fromEntries(Object.entries(file['x-links'] ?? {}).map(([name, spec]) => [name, { ...spec, name }])),
    context: Object.fromEntries(Object.entries(file['x-api'].save?.context ?? {}).map(([param, spec]) => [param, { ...spec, param }])),
  };
}
