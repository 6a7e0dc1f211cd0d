/** The shapes of a resource file (schemas/*.json) as the engine and the server read them. */
import type { JSONSchema7 } from 'json-schema';
import type { DelayName, DialogWidth } from './modelValues';
import type { BulkSpec } from './bulkSpec';
import type { DashboardBlock } from './dashboardBlock';
import type { DisabledUnless, FormSpec, ShowCard } from './formTypes';

export type Role = 'admin' | 'agent' | 'user';

export interface ReferenceHint {
  lookup: string;
  meta?: boolean;
  multiple?: boolean;
  /** A resource whose create form an add-new button beside the select opens in a dialog. */
  create?: string;
  /** The property whose value fills {<property>} in lookup; the input shows only while that look-up answers options. */
  dependsOn?: string;
  /** A multiple select that also takes typed e-mail addresses. */
  taggable?: 'email';
  /** The look-up whose items name the chosen ids, where lookup's own URL cannot (it names another value). */
  names?: string;
  /** The option a create form starts on (a new release's Open status). */
  initial?: number | string;
  /** model: the look-up answers in the model's order (as seeded or created); name (the default): alphabetically. */
  order?: 'model' | 'name';
  /** Options only the record's actions reach: never offered by a form, refused by a save (lockedWhen and commands' sets join them). */
  reserved?: Array<number | string>;
}

/** A chip colour of the theme (x-badge). */
export type BadgeColour = 'default' | 'success' | 'error' | 'warning' | 'info';

/** x-list.simpleList: { primary: 'subject', secondary: ['status_id'], tertiary: 'identifier' }, each a property shown as its cell. */
export interface SimpleListSpec {
  /** The row's name, linked to the record's page. */
  primary: string;
  /** Shown under the primary text. */
  secondary?: string[];
  /** Shown at the end of the row. */
  tertiary?: string;
}

/** x-follows: { field: 'approver_id', value: 1 } — while approver_id has a value, this property is 1 and locked. */
export interface FollowRule {
  field: string;
  value: unknown;
  /** Said under the locked input (an i18n key, or English words): why it holds that value. */
  help?: string;
}

/** x-send: { integer: 'notify_agent_ids', string: 'email_ids' } — a mixed list written as one indexed list per item type. */
export interface SendFields {
  integer?: string;
  string?: string;
}

/** x-either: { fields: [a, b], message } — exactly one of the two properties has a value. */
export interface EitherRule {
  fields: [string, string];
  /** i18n key of the message shown (and, in English, answered by the server) when neither or both have one. */
  message: string;
}

export interface PropertySchema extends JSONSchema7 {
  contentMediaType?: 'text/html' | 'application/octet-stream';
  errorMessage?: string | Record<string, string>;
  'x-ref'?: ReferenceHint;
  'x-read'?: string;
  'x-display'?: string;
  'x-truncate'?: number;
  /** A choice read with a value no option holds shows as the option of this value. */
  'x-otherwise'?: number | string | boolean;
  /** A choice or reference shown as a coloured chip: option value (else its shown name) → colour. */
  'x-badge'?: Record<string, BadgeColour>;
  'x-widget'?: 'textarea' | 'radio' | 'switch' | 'daterange' | 'duration' | 'money';
  'x-range-end'?: string;
  /** While another property has a value this one takes a fixed value and its input is locked. */
  'x-follows'?: FollowRule;
  /** Write-once: may be given while the record holds no value, never changed after (an asset type of a product). */
  'x-once'?: boolean;
  /** Left empty, the server gives the record the next number of the pattern ("PRB-{0000}"); unique, never reused. */
  'x-sequence'?: { pattern: string };
  /** A mixed list written as one indexed list per item type. */
  'x-send'?: SendFields;
  /** The form shows the input only while this permission of the caller's permission set is granted. */
  'x-permission'?: PermissionHint;
  /** The value is the set of ids this x-links entry holds, not a column: a save replaces the set. */
  'x-link'?: string;
  /** A custom field an administrator added: offered as a list filter and shown in the custom-fields card. */
  'x-custom'?: boolean;
  /** A list of objects whose saved items are removed one by one: DELETE ({item}, the item's id). */
  'x-remove-item'?: { DELETE: string };
  /** A readOnly property the server fills when the record is created: the signed-in user's id, or the time. */
  'x-auto'?: 'creator' | 'now';
  /** A route the shown value links to, {id} being the written value: "/people/{id}". */
  'x-href'?: string;
  /** A readOnly value the server works out from another property on each read (no column). */
  'x-derived'?: DerivedHint;
}

/** x-derived: { from: 'contract_end_date', as: 'countdown', warnWithin: 30 } reads as { title: 'Expires in 20 days', timestamp, days: 20 }. */
export interface DerivedHint {
  from: string;
  as: 'countdown';
  /** Days left from which a countdown shows as a warning (a passed date is an error anyway). */
  warnWithin?: number;
}

/**
 * One flag of a permission set the caller reads once per session:
 * { GET: '/service-desk/get/permissions', record: 'data.actions', flag: 'attach_asset' }.
 */
export interface PermissionHint {
  GET: string;
  record: string;
  flag: string;
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
  /** ids (default): param[0]=1&param[1]=2; daterange: param=date::from~to; numberrange: param=from~to; text: param=words (contained) */
  kind?: 'ids' | 'daterange' | 'numberrange' | 'text';
  /** With kind daterange: the range in two parameters, param the start and end the end, each YYYY-MM-DD HH:mm:ss. */
  end?: string;
  /**
   * Rows linked through x-links instead of a column ("field" is then "id"): "items" keeps the rows
   * whose own link "items" holds one of the ids; "order.items" the rows the orders' link "items" holds.
   */
  link?: string;
  /** With link: keep the rows NOT linked to the given record instead (an attach picker's candidates: assets by problem_id). */
  exclude?: boolean;
  /** Rows a server module chooses from what it keeps (CAB boards waiting at a level): an ids filter on "id" with a lookup. */
  module?: string;
}

export interface AssociatesColumn {
  /** Dotted path into the row; a|b shows b when a is empty. */
  path: string;
  label: string;
  truncate?: number;
  /** What an empty value shows instead of the usual '---'. */
  empty?: string;
  /** Where the cell links to, {path} filled from the row ("/user/{requester.id}"); no link while a value is missing. */
  href?: string;
  /** The cell's link opens in a new tab (a department page of the host). */
  newTab?: boolean;
}

export interface MenuItem {
  /** attach-new opens the target's create page with this record as its save context; detach drops a max-1 link's one record. */
  kind: 'edit' | 'delete' | 'command' | 'planning' | 'attach' | 'attach-new' | 'detach';
  /** The x-actions flag that must be granted for the item to show. */
  flag?: string;
  /** The x-actions command a 'command' item runs. */
  command?: string;
  /** The x-planning kind a 'planning' item opens. */
  key?: string;
  /** The x-links entry an 'attach', 'attach-new' or 'detach' item works on. */
  link?: string;
  label?: string;
  /** attach-new: the target's create form opens in a dialog on this page instead of its create page. */
  modal?: boolean;
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

/** A flag's grant; whenLinked (by x-links name) also asks whether the record's link holds something (true) or nothing (false). */
export interface FlagGrant extends Grant {
  whenLinked?: Record<string, boolean>;
  /** A condition the server evaluates for the caller and record, by name (server/flagConditions.ts): "cab.applied". */
  when?: string;
}

export interface Command extends Grant {
  POST?: string;
  /** A command sending `fields` from a small form dialog may PATCH instead. */
  PATCH?: string;
  /** Stored values the command writes, e.g. { active: 0 } to close. */
  sets?: Record<string, unknown>;
  /** Properties the command writes from its body, validated by their schema (a form dialog asks for them). */
  fields?: string[];
  /** Properties set to the current time (the date a record was closed). */
  stamps?: string[];
  /** The x-actions flag whose grant shows the command's button (beside a field it writes). */
  flag?: string;
  /** The form dialog's title and the alert area it reports to. */
  label?: string;
  area?: string;
  /** i18n key of the question asked first. */
  confirm?: string;
  message: string;
  /** A server module's handler doing the work (contract.approve) instead of the sets/stamps/fields writes. */
  run?: string;
  /** Values read but not stored (a reason): name → JSON schema. */
  inputs?: Record<string, PropertySchema>;
  /** Fields and inputs that must be given; without it every field is required and no input is. */
  required?: string[];
  /** The dialog's width, by name (DIALOG_WIDTH: confirm 500, decision 700, form 800 …). */
  width?: DialogWidth;
  /** i18n key of a confirmation's button (sd.confirm.proceed); default sd.confirm.yes. */
  button?: string;
  /** i18n key of a confirmation's title (sd.confirm.status); default sd.confirm.title. */
  title?: string;
  /** How the dialog sends its values (default json). */
  body?: 'json' | 'multipart';
  /** field → property of the record the dialog starts from. */
  preset?: Record<string, string>;
  /** Fields shown but not changeable. */
  locked?: string[];
  /** Number fields where 0 reads as empty. */
  zeroClears?: string[];
  /** The dialog stays open with the error when the command fails. */
  keepOpen?: boolean;
}

export interface ActionsSpec {
  GET: string;
  record: string;
  lockedWhen?: Record<string, unknown>;
  /** The state a locked record is in, for the refusal: 'completed' says "The release is completed and can not be changed." (default closed). */
  lockedAs?: string;
  flags: Record<string, FlagGrant>;
  commands?: Record<string, Command>;
}

export interface ShowTab {
  kind: 'associates' | 'activity' | 'planning' | 'links' | 'linked-record' | 'override' | 'timeline';
  label: string;
  /** For kind 'override': the name a hand-written tab is registered under. */
  component?: string;
  /** The x-actions flag that must be granted for the tab to show. */
  flag?: string;
  GET?: string;
  items?: string;
  sort?: string;
  columns?: Array<string | AssociatesColumn>;
  /** The x-links entry a 'links' tab lists, or whose one record a 'linked-record' tab shows. */
  link?: string;
  /** For a 'links' tab: the x-actions flag that must be granted for the detach column (else it shows whenever the link detaches). */
  detachFlag?: string;
  /** A 'linked-record' tab's properties of the target, in order. */
  fields?: string[];
  /** The name a window event (useTabEvent's SHOW_TAB_EVENT) gives to select this tab. */
  event?: string;
  /** A 'linked-record' tab's properties cut to this many characters there (the whole on hover). */
  truncate?: Record<string, number>;
  /** Route of a row, {id} filled from the row (a links tab defaults to the target's show route). */
  rowLink?: string;
  /**
   * An 'associates' tab's server-side source: replies are what bulk reply actions wrote to the record;
   * { resource, field } the records of that resource whose field holds this record's id.
   */
  from?: 'replies' | { resource: string; field: string } | { resource: string; link: string };
  /** A 'timeline' tab's badges: the row's value at path, or label when that value is true. */
  badges?: Array<{ path: string; label?: string }>;
}

/**
 * One association of a record with records of another resource (x-links): attach, detach and list.
 * Without `list` the linked rows come from the target's own list, filtered by the target's x-list
 * filter whose link names this one ("problem.assets").
 */
export interface LinkSpec {
  /** The target resource ($id). */
  resource: string;
  /**
   * The target's own x-links entry holding the pairs, this record being its target: the link seen from
   * the other side (an order's "items" link, declared on the item as its "orders").
   */
  inverse?: string;
  /** At most this many targets per record; 1 is a one-to-one link (a problem's change). */
  max?: number;
  /**
   * The pairs are kept in the target's own reference property instead of the link table (a product's
   * assets are the assets whose product_id holds it): attach writes the owner's id there, detach clears it.
   */
  via?: string;
  /** The link's own list; `aliases` gives each row a target property again under the name this endpoint uses ({ change_number: 'identifier' }). */
  list?: Endpoint & { GET: string; items: string; total: string; aliases?: Record<string, string> };
  /**
   * POST ({id}) with the chosen target ids under `field`, or POST ({id}, {target}) naming the one target,
   * without a body; with ownerField the owner's id travels in the body under that name instead of {id}.
   */
  attach?: { POST: string; field?: string; ownerField?: string; const?: LinkConst; permission?: string };
  /**
   * DELETE ({id}, {target}, {<attribute name>}; any of them may sit in the URL's query); a max-1 link may leave {target} out;
   * with `field` the target ids travel in the body under it instead of {target}.
   */
  detach?: { DELETE: string; field?: string; const?: LinkConst; permission?: string };
  /** A value stored with each pair, chosen when attaching (a ticket's link type), read on each linked row under its name. */
  attribute?: LinkAttribute;
  /** Dependency look-up offering targets to attach; may carry a query and {id} (the record). */
  lookup?: string;
  /** Actions on several linked rows at once (set a property, assign, reply). */
  bulk?: BulkSpec;
  /** Key of the owner's read record carrying the linked records: with max 1 (or readOne) the record or [] when none, else the list. */
  read?: string;
  /** With read: the linked records carry only these target properties (an asset's contract as {id, name}), read in one query with the pairs. */
  readFields?: string[];
  /** With read: the key carries one linked record, the newest (highest id), or [] when none, however many the link holds. */
  readOne?: 'newest';
  /** The attach dialog's candidates come from the target's list instead of the lookup (see LinkPicker). */
  picker?: LinkPicker;
}

/**
 * Body fields sent as they are with an attach or detach ({ kind: 'gift' }): several links may share one
 * URL, and these values tell the server which link a request is for.
 */
export type LinkConst = Record<string, string>;

/** One value a link stores with each pair: its wire name, its label, and the values it may take. */
export interface LinkAttribute {
  name: string;
  label: string;
  /**
   * permission: the service-desk flag an attach with this value needs; as: the value the pair is
   * stored with in the target's own link when this link is its inverse (a ticket's 'initiated' is the
   * change's 'causing').
   */
  options: Array<{ id: string; name: string; permission?: string; as?: string }>;
}

/**
 * Attach candidates from the target's x-list: its filters named by field shown as selects, the
 * target's exclude link filter (param) given the owner's id so attached rows are left out, the first
 * 50 rows searched by the typed text, each named by the `label` properties joined with a space.
 */
export interface LinkPicker {
  /** Param of the target's x-list filter with "exclude": true and "link": "<owner>.<this link>". */
  exclude: string;
  /** Fields of the target's x-list filters (ids kind, not link filters) offered as selects. */
  filters?: string[];
  /** Target properties naming a candidate, joined with a space (default ["name"]). */
  label?: string[];
  /** The spec's attach picker: 950 px, filters applied by a button, candidates ticked in a list, Attach says what is missing. */
  checklist?: boolean;
}

/**
 * A parameter of a create naming the record it was opened from (x-api.save.context): with `owner`
 * the named record owns `link` and the new record is attached to it (problem_id → problem.change);
 * without, `link` is the saved resource's own and the named record is attached to the new one.
 */
export interface SaveContext {
  owner?: string;
  link: string;
  /** Where the client sends it (default query); the server reads either. */
  in?: 'query' | 'body';
  /** The value of the link's attribute the pair is stored with (a change created from a ticket: initiating). */
  attribute?: string;
  /** Where a create opened from the named record goes: back to that record (default) or where x-resource.afterCreate says. */
  goto?: 'record' | 'afterCreate';
  /** The service-desk permission a create naming this record needs (server/permissions.ts). */
  permission?: string;
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

/**
 * Saved filters of a list: GET the caller's ({ id, name, filter } at items), POST { name, filter }
 * with the filter values by query parameter, DELETE ({id}); the list applies one given its id in `param`.
 */
export interface SavedFiltersSpec {
  GET: string;
  POST: string;
  DELETE: string;
  items: string;
  param: string;
}

/**
 * Saved reports of a list (x-report): the type each report of it is saved with, where the list's
 * column=true answer holds the column choices, and the property its count=true answer groups by
 * unless the request names another in count_by.
 */
export interface ReportSpec {
  type: string;
  columns: string;
  countBy: string;
}

/**
 * An action on the ticked rows of a list. kind "link" opens `href` with the ticked ids in its query
 * as `param[0]=1&param[1]=2` (in a new tab with newTab); with none ticked the list's alert area
 * shows the i18n text of `empty` instead.
 */
export interface ListBulkAction {
  kind: 'link';
  label: string;
  href: string;
  param: string;
  empty: string;
  newTab?: boolean;
}

/** Where a side-menu entry sits: under `group`, by `order` (lower first, across groups too). */
export interface MenuPlace { group: string; order: number }

/** A resource file exactly as written on disk. */
/** One x-lookups entry: how the resource is offered in selects (a look-up name, its label properties, ...). */
export interface LookupDeclaration {
  name: string;
  label?: string | string[];
  meta?: string[];
  context?: string[];
  exclude?: { owner: string; link: string; param: string };
}

export interface ResourceFile {
  $id: string;
  title: string;
  type: 'object';
  required?: string[];
  /** With then: rules that hold only in some records (a property required while another has a value). */
  if?: JSONSchema7;
  then?: JSONSchema7;
  else?: JSONSchema7;
  properties: Record<string, PropertySchema>;
  'x-either'?: EitherRule;
  'x-resource': {
    label: string;
    /** The side-menu entry's heading and place (lower first, across groups too). */
    menu: MenuPlace;
    route: string;
    /** filter: the list with a saved filter applied ("filter/:id"), needs x-list.savedFilters. */
    /** Without list (and x-list, x-api.list, x-api.getOne) the resource is create-only: a form that sends, like a mail sender. */
    paths: { list?: string; create?: string; show?: string; edit?: string; filter?: string };
    /** goto create: the form stays, cleared for the next one (a create-only resource). */
    afterCreate?: { goto: 'list' | 'show' | 'edit' | 'create'; delay: number };
    afterDelete?: 'list';
    alert: string;
    /** The alert area of the create and edit forms (default alert). */
    formAlert?: string;
    recordRepresentation?: string;
    write?: Exclude<Role, 'user'>;
    remove?: Exclude<Role, 'user'>;
    /** Hand-written screens replacing the generic one of a route, by registered name. */
    screens?: { list?: string; create?: string; edit?: string; show?: string };
  };
  'x-api': {
    /** list and getOne are absent only on a create-only resource (no x-resource.paths.list). */
    list?: Endpoint & { GET: string; items: string; total: string };
    getOne?: Endpoint & { GET: string; record: string };
    /** Absent on a read-only resource (records of the host help desk): no create, edit or delete anywhere. */
    save?: { POST: string; body: 'multipart' | 'json'; context?: Record<string, SaveContext> };
    delete?: Endpoint & { DELETE: string };
    activity?: Endpoint & { GET: string; items: string; total: string };
    download?: Endpoint & { GET: string };
    /** The form is described by the server (create and edit), with form groups; without it the file is the form. */
    form?: FormSpec;
  };
  'x-list'?: {
    title: string;
    columns: string[];
    sortable?: string[];
    defaultSort?: { field: string; order: 'ASC' | 'DESC' };
    /** The page size the list opens with (one of the pager's sizes; default 10). */
    perPage?: 10 | 25 | 50 | 100;
    search?: string[];
    filters?: ListFilter[];
    rowFlags?: { edit?: string; delete?: string };
    /** What a row shows where the list is one column (a phone): see SimpleListSpec. */
    simpleList?: SimpleListSpec;
    /** The custom-field list answering the x-custom properties as filters (see CustomFilter). */
    customFields?: { GET: string; items: string };
    /** The filter structure: the x-list filters as the server describes them (see FilterStructureEntry). */
    filterStructure?: { GET: string; items: string };
    /** A column chooser fed by the list's column=true answer at x-report.columns. */
    columnChooser?: boolean;
    /** The caller's saved filters of this list. */
    savedFilters?: SavedFiltersSpec;
    /** Actions on the rows ticked in the list (a checkbox per row): see ListBulkAction. */
    bulkActions?: ListBulkAction[];
    /** A CSV download of the list's rows, filtered, searched and sorted as the list is (no paging). */
    export?: { GET: string };
  };
  /** linkReload: the delay (DELAY's name) after an attach or detach from the show page's menus before the page reloads (default: at once, a max-1 link after DELAY.short). */
  /** attachRefusal "alert": a refused attach closes its dialog and reports to the alert area (default: the dialog stays open and says why). */
  'x-show'?: { fields?: string[]; header?: string[]; activityReload?: DelayName; menus?: ShowMenu[]; tabs?: ShowTab[]; linkReload?: DelayName; cards?: ShowCard[]; disabledUnless?: DisabledUnless; attachRefusal?: 'alert' };
  /** module: a server module stores and serves the records (no generic table or routes); table names its table of records. */
  'x-store'?: { table?: string; owner?: string; unique?: string[]; indexes?: string[][]; module?: string; lifecycle?: string; number?: { field: string; format: string } };
  'x-actions'?: ActionsSpec;
  'x-planning'?: PlanningSpec;
  'x-links'?: Record<string, LinkSpec>;
  'x-lookups'?: LookupDeclaration[];
  'x-report'?: ReportSpec;
  'x-import'?: ImportSpec;
  /** Blocks of the home page drawn from this resource's list or a server module (dashboardBlock.ts). */
  'x-dashboard'?: DashboardBlock[];
}

/**
 * CSV import of records (the import module): upload a file, read the columns to map, submit the
 * mapping (or a dry run of it), discard the upload, follow the job. {id} is the import's id, which
 * is also its tracking id. Every writable column property is importable; `key` names the property
 * that finds the record a row updates.
 */
export interface ImportSpec {
  upload: { POST: string; field: string };
  mapping: { GET: string };
  submit: { POST: string };
  discard: { DELETE: string };
  tracking: { GET: string };
  failed: { GET: string };
  key?: string;
  /** Column names, besides a property's title and name, that the mapping step maps to it (other tools' exports): property → headers. */
  synonyms?: Record<string, string[]>;
}
