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
  label?: string;
  /** Options of a filter whose property has no x-ref (filtering by id). */
  lookup?: string;
  /** ids (default): param[0]=1&param[1]=2; daterange: param=date::from~to */
  kind?: 'ids' | 'daterange';
}

export interface AssociatesColumn {
  path: string;
  label: string;
  truncate?: number;
}

export interface MenuItem {
  kind: 'edit' | 'delete' | 'command';
  /** The x-actions flag that must be granted for the item to show. */
  flag?: string;
  /** The x-actions command a 'command' item runs. */
  command?: string;
  label?: string;
}

export interface ShowMenu {
  label: string;
  items: MenuItem[];
}

export interface Grant {
  role: Exclude<Role, 'user'>;
  /** Granted only while the record is not locked (x-actions.lockedWhen). */
  unlocked?: boolean;
}

export interface Command extends Grant {
  POST: string;
  /** Stored values the command writes, e.g. { active: 0 } to close. */
  sets: Record<string, unknown>;
  /** i18n key of the question asked first. */
  confirm?: string;
  message: string;
}

export interface ActionsSpec {
  GET: string;
  record: string;
  lockedWhen?: Record<string, unknown>;
  flags: Record<string, Grant>;
  commands?: Record<string, Command>;
}

export interface ShowTab {
  kind: 'associates' | 'activity';
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
    remove?: Exclude<Role, 'user'>;
  };
  'x-api': {
    list: Endpoint & { GET: string; items: string; total: string };
    getOne: Endpoint & { GET: string; record: string };
    save: Endpoint & { POST: string; body: 'multipart' | 'json' };
    delete: Endpoint & { DELETE: string };
    activity?: Endpoint & { GET: string; items: string; total: string };
    download?: Endpoint & { GET: string };
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
  'x-show'?: { fields?: string[]; menus?: ShowMenu[]; tabs?: ShowTab[] };
  'x-store'?: { table?: string; owner?: string; unique?: string[]; number?: { field: string; format: string } };
  'x-actions'?: ActionsSpec;
}
