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
  /**
   * Rows linked through x-links instead of a column ("field" is then "id"): "assets" keeps the rows
   * whose own link "assets" holds one of the ids; "problem.assets" the rows the problems' link "assets" holds.
   */
  link?: string;
}

export interface AssociatesColumn {
  /** Dotted path into the row; a|b shows b when a is empty. */
  path: string;
  label: string;
  truncate?: number;
  /** What an empty value shows instead of the usual '---'. */
  empty?: string;
}

export interface MenuItem {
  kind: 'edit' | 'delete' | 'command' | 'planning' | 'attach';
  /** The x-actions flag that must be granted for the item to show. */
  flag?: string;
  /** The x-actions command a 'command' item runs. */
  command?: string;
  /** The x-planning kind a 'planning' item opens. */
  key?: string;
  /** The x-links entry an 'attach' item attaches to. */
  link?: string;
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
  kind: 'associates' | 'activity' | 'planning' | 'links';
  label: string;
  /** The x-actions flag that must be granted for the tab to show. */
  flag?: string;
  GET?: string;
  items?: string;
  sort?: string;
  columns?: Array<string | AssociatesColumn>;
  /** The x-links entry a 'links' tab lists. */
  link?: string;
  /** Route of a row, {id} filled from the row (a links tab defaults to the target's show route). */
  rowLink?: string;
}

/**
 * One association of a record with records of another resource (x-links): attach, detach and list.
 * Without `list` the linked rows come from the target's own list, filtered by the target's x-list
 * filter whose link names this one ("problem.assets").
 */
export interface LinkSpec {
  /** The target resource ($id). */
  resource: string;
  /** At most this many targets per record; 1 is a one-to-one link (a problem's change). */
  max?: number;
  list?: Endpoint & { GET: string; items: string; total: string };
  /** POST ({id}) with the chosen target ids under `field`. */
  attach?: { POST: string; field: string };
  /** DELETE ({id}, {target}). */
  detach?: { DELETE: string };
  /** Dependency look-up offering targets to attach; may carry a query and {id} (the record). */
  lookup?: string;
}

export interface PlanningKind {
  key: string;
  label: string;
  /** The entry also has a short title (spec: only the solution kind has one). */
  title?: boolean;
}

/** Planning popups of a record: one entry per kind, each a description, an optional title and one attachment. */
export interface PlanningSpec {
  list: Endpoint & { GET: string; items: string };
  get: Endpoint & { GET: string; record: string };
  save: Endpoint & { POST: string };
  delete: Endpoint & { DELETE: string };
  /** Download link of an entry's file: {attachment} its id, {owner} the owner the entry's attachment names. */
  download?: Endpoint & { GET: string };
  /** The x-actions flag whose role may read and write entries (else x-resource.write). */
  flag?: string;
  kinds: PlanningKind[];
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
    /** Absent on a read-only resource (records of the host help desk): no create, edit or delete anywhere. */
    save?: Endpoint & { POST: string; body: 'multipart' | 'json' };
    delete?: Endpoint & { DELETE: string };
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
  'x-planning'?: PlanningSpec;
  'x-links'?: Record<string, LinkSpec>;
}
