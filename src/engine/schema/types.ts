/** The shapes of a resource file (schemas/*.json) as the engine and the server read them. */
import type { JSONSchema7 } from 'json-schema';

export type Role = 'admin' | 'agent' | 'user';

export interface ReferenceHint {
  lookup: string;
  meta?: boolean;
  multiple?: boolean;
}

export interface PropertySchema extends JSONSchema7 {
  contentMediaType?: 'text/html' | 'application/octet-stream';
  errorMessage?: string | Record<string, string>;
  'x-ref'?: ReferenceHint;
  'x-read'?: string;
  'x-display'?: string;
  'x-truncate'?: number;
  'x-widget'?: 'textarea' | 'radio' | 'switch' | 'daterange';
  'x-range-end'?: string;
}

export interface QueryParamNames {
  sort: string;
  order: string;
  search: string;
  page: string;
  limit: string;
}

export interface Endpoint {
  GET?: string;
  POST?: string;
  DELETE?: string;
  items?: string;
  total?: string;
  record?: string;
  body?: 'multipart' | 'json';
  params?: Partial<QueryParamNames>;
}

export interface ListFilter {
  field: string;
  param: string;
  multiple?: boolean;
}

export interface AssociatesColumn {
  path: string;
  label: string;
  truncate?: number;
}

export interface ShowTab {
  kind: 'associates';
  label: string;
  GET?: string;
  items?: string;
  sort?: string;
  columns?: Array<string | AssociatesColumn>;
  link?: string;
}

/** A resource file exactly as written on disk. */
export interface ResourceFile {
  $id: string;
  title: string;
  type: 'object';
  required?: string[];
  properties: Record<string, PropertySchema>;
  'x-resource': {
    label: string;
    group?: string;
    route: string;
    paths: { list: string; create?: string; show?: string; edit?: string };
    afterCreate?: { goto: 'list' | 'show' | 'edit'; delay: number };
    afterDelete?: 'list';
    alert: string;
    recordRepresentation?: string;
    write?: Exclude<Role, 'user'>;
  };
  'x-api': {
    list: Endpoint & { GET: string; items: string; total: string };
    getOne: Endpoint & { GET: string; record: string };
    save: Endpoint & { POST: string; body: 'multipart' | 'json' };
    delete: Endpoint & { DELETE: string };
  };
  'x-list': {
    title: string;
    columns: string[];
    sortable?: string[];
    defaultSort?: { field: string; order: 'ASC' | 'DESC' };
    search?: string[];
    filters?: ListFilter[];
    rowFlags?: { edit?: string; delete?: string };
  };
  'x-show'?: { fields?: string[]; tabs?: ShowTab[] };
  'x-store'?: { table?: string; owner?: string; unique?: string[] };
}
