/* Generated from schemas/meta/resource.schema.json by npm run gen:types. Do not edit. */

/**
 * dotted path into a response or a record
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "path".
 */
export type Path = string;
/**
 * path on the API server; {id} and {name} placeholders are filled from the call
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "url".
 */
export type Url = string;
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "column".
 */
export type Column = string | AssociatesColumn;
/**
 * what to show; alternatives separated by | are tried in order (requester_id.name|requester_id.email)
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "displayPath".
 */
export type DisplayPath = string;
/**
 * a url whose placeholders may also sit in a query, for servers that name records there: /x/detach-item?item_id={target}&order_id={id}
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "templateUrl".
 */
export type TemplateUrl = string;
export type FlagGrant = Grant & {
  /**
   * by x-links name: granted only while the record's link holds something (true) or nothing (false); { "change": false } offers attach only to a problem without a change
   */
  whenLinked?: {
    [k: string]: boolean;
  };
  /**
   * granted only while a condition the server evaluates for the caller and the record holds, by name (server/flagConditions.ts), e.g. cab.applied
   */
  when?: string;
};
export type Command = Grant & {
  POST?: Url;
  /**
   * path on the API server; {id} and {name} placeholders are filled from the call
   */
  PATCH?: string;
  sets?: {
    [k: string]: unknown;
  };
  /**
   * properties written from the body, each validated by its own schema and required; the show page asks for them in a small form dialog opened beside the field
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * properties set to the current time (a closed-on date)
   *
   * @minItems 1
   */
  stamps?: string[];
  /**
   * name in x-actions.flags whose grant shows the command's button beside a field it writes
   */
  flag?: string;
  /**
   * title of the form dialog (an sd.action i18n key or the text)
   */
  label?: string;
  /**
   * alert area of the form dialog (spec names such as change-duration)
   */
  area?: string;
  /**
   * i18n key of the 'are you sure' question; a command with fields or inputs says it at the top of its form dialog (what terminating does to a waiting renewal)
   */
  confirm?: string;
  /**
   * a server module's command handler (server/commandHandlers.ts) doing the work instead of the sets/stamps/fields writes, e.g. contract.approve: it checks the record's state and writes in one transaction
   */
  run?: string;
  /**
   * values the command reads that are not stored properties (a reason): name → JSON schema; the dialog asks for them, the server validates them
   */
  inputs?: {
    [k: string]: import("./propertySchema").PropertySchema;
  };
  /**
   * the fields and inputs that must be given; without it every field is required and no input is
   */
  required?: string[];
  /**
   * the dialog's width, named as the engine's DIALOG_WIDTH holds it: confirm 500 px, attach 600, decision 700 (approve, reject, terminate), form 800, picker 950
   */
  width?: "confirm" | "attach" | "decision" | "form" | "picker";
  /**
   * i18n key of the confirming button of a command that asks nothing (sd.confirm.proceed: 'proceed'); default sd.confirm.yes
   */
  button?: string;
  /**
   * i18n key of the confirmation's title (sd.confirm.status: a status change); default sd.confirm.title
   */
  title?: string;
  /**
   * how the dialog sends its values (default json)
   */
  body?: "json" | "multipart";
  /**
   * field → property of the record whose value the dialog starts with (an extension starts where the contract ends)
   */
  preset?: {
    [k: string]: string;
  };
  /**
   * fields the dialog shows but does not let the user change
   */
  locked?: string[];
  /**
   * number fields where 0 reads as empty, so the user types a fresh value
   */
  zeroClears?: string[];
  /**
   * the dialog stays open with the error when the command fails
   */
  keepOpen?: boolean;
  message: string;
};
export type BadgeColour = "default" | "success" | "error" | "warning" | "info";

/**
 * Every file in schemas/ is a draft-07 JSON Schema of the entity as it is written, plus the x- keywords below. Unknown keywords are refused so that a misspelling is caught instead of ignored.
 */
export interface ResourceFile {
  $schema?: string;
  /**
   * resource name, used by the data provider and react-admin
   */
  $id: string;
  /**
   * singular label, e.g. 'contract type'
   */
  title: string;
  description?: string;
  type: "object";
  required?: string[];
  errorMessage?:
    | {
        [k: string]: unknown;
      }
    | string;
  /**
   * with then: rules that hold only in some records (draft-07), e.g. a property required while another has a given value
   */
  if?: import("json-schema").JSONSchema7;
  then?: import("json-schema").JSONSchema7;
  /**
   * with if: what holds in the records the condition does not match
   */
  else?: import("json-schema").JSONSchema7;
  properties: {
    [k: string]: import("./propertySchema").PropertySchema;
  };
  "x-either"?: EitherRule;
  "x-resource": XResource;
  "x-api": XApi;
  "x-list"?: XList;
  "x-show"?: XShow;
  "x-store"?: XStore;
  /**
   * associations of this resource's records with records of other resources, by link name (assets, tickets, change)
   */
  "x-links"?: {
    [k: string]: LinkSpec;
  };
  /**
   * How this resource is offered in selects: each entry a look-up answered at /api/dependency/{name} and /service-desk/api/dependency/{name} ({id, name} items; the meta properties too with ?meta=true). Without the keyword the resource has one look-up named after it ($id), its items named by x-resource.recordRepresentation. Properties and filters offer a look-up through x-ref.lookup and lookup, links through x-links lookup; every look-up a file names is checked at start.
   *
   * @minItems 1
   */
  "x-lookups"?: LookupDeclaration[];
  "x-actions"?: ActionsSpec;
  "x-planning"?: PlanningSpec;
  "x-import"?: ImportSpec;
  "x-report"?: ReportSpec;
  /**
   * blocks of the home page drawn from this resource's list (or, with source, from a server module): each counts the rows the list shows with the block's filter, so the figure on a block and the total of the list it opens are the same query. Blocks of all files are shown by section, then order
   */
  "x-dashboard"?: DashboardBlock[];
}
/**
 * exactly one of the two properties has a value: the form hides each while the other has one and, when neither has, shows the message in its alert area and sends nothing; the server answers 412 on the first property for neither or both
 */
export interface EitherRule {
  /**
   * the two properties
   *
   * @minItems 2
   * @maxItems 2
   */
  fields: [string, string];
  /**
   * i18n key of the message (its English text is what the server answers)
   */
  message: string;
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "resource".
 */
export interface XResource {
  /**
   * plural label for the menu and titles
   */
  label: string;
  menu: MenuPlace;
  route: string;
  /**
   * list is required unless the resource is create-only (no x-list)
   */
  paths: {
    list?: string;
    create?: string;
    show?: string;
    edit?: string;
    /**
     * the list with a saved filter applied, recognised by the id at the end of the path (needs x-list/savedFilters)
     */
    filter?: string;
  };
  afterCreate?: {
    /**
     * create: the form stays, cleared for the next one (a create-only resource)
     */
    goto: "list" | "show" | "edit" | "create";
    delay: number;
  };
  afterDelete?: "list";
  /**
   * the alert area the create and edit forms report to (contract-create-edit); default alert
   */
  formAlert?: string;
  /**
   * name of the alert area this resource's screens report into
   */
  alert: string;
  recordRepresentation?: Path;
  /**
   * lowest role allowed to create, update and delete
   */
  write?: "admin" | "agent";
  /**
   * lowest role allowed to delete, when it differs from write
   */
  remove?: "admin" | "agent";
  /**
   * hand-written screens (src/overrides) that replace the generic one of a route, by the name they are registered under: { "create": "cab-form", "edit": "cab-form" }
   */
  screens?: {
    list?: string;
    create?: string;
    edit?: string;
    show?: string;
  };
}
/**
 * the resource's side-menu entry (and dashboard card): the heading it sits under and its place. Entries go by order (then label), a group comes where its lowest order puts it, so the daily work leads and reference data follows under Settings
 */
export interface MenuPlace {
  /**
   * the menu heading, shared with the hand-written pages' entries of that name
   */
  group: string;
  /**
   * lower comes first, across groups too
   */
  order: number;
}
/**
 * list and getOne are required unless the resource is create-only (no x-list); without save and delete the resource is read-only (records of the host help desk): no create, edit or delete in the app, no write routes on the server
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "api".
 */
export interface XApi {
  list?: Endpoint & {
    GET: Url;
    items: Path;
    total: Path;
  };
  getOne?: Endpoint & {
    GET: Url;
    record: Path;
  };
  save?: {
    POST: Url;
    body: "multipart" | "json";
    context?: SaveContexts;
  };
  delete?: Endpoint & {
    DELETE: Url;
  };
  /**
   * the record's activity log: GET ({id}) ?page&limit&sort-order
   */
  activity?: Endpoint & {
    GET: Url;
    items: Path;
    total: Path;
  };
  /**
   * download link of a stored attachment: {attachment} is its id, {id} the record's
   */
  download?: Endpoint & {
    GET: Url;
  };
  form?: FormSpec;
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "endpoint".
 */
export interface Endpoint {
  GET?: Url;
  POST?: Url;
  DELETE?: Url;
  items?: Path;
  total?: Path;
  record?: Path;
  body?: "multipart" | "json";
  params?: QueryParams;
}
/**
 * query parameter names when an endpoint departs from sort-field, sort-order, search-query, page, limit
 */
export interface QueryParams {
  sort?: string;
  order?: string;
  search?: string;
  page?: string;
  limit?: string;
}
/**
 * parameters of a create naming the record it was opened from (a change created from problem 4 sends problem_id=4): the server links the new record to it in the same transaction as the save, and the form returns to that record's page. Ignored on update.
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "saveContext".
 */
export interface SaveContexts {
  [k: string]: SaveContext;
}
export interface SaveContext {
  /**
   * $id of the resource whose x-links entry `link` targets this one: the named record is the owner and the new record is attached to it ({ "owner": "problem", "link": "change" }). Without owner, `link` is this resource's own x-links entry and the named record is attached to the new one ({ "link": "tickets" }).
   */
  owner?: string;
  link: string;
  /**
   * where the client sends the parameter (default query: POST ...?ticket_id=3); the server reads either
   */
  in?: "query" | "body";
  /**
   * the link attribute's value the pair is stored with (a change created from a ticket is linked to it as initiating); required when the link has an attribute
   */
  attribute?: string;
  /**
   * where the form goes after such a create: back to the named record's page (default), or where x-resource.afterCreate says (a release created from a change goes to the release list)
   */
  goto?: "record" | "afterCreate";
  /**
   * the service-desk permission a create naming this record needs (a problem created from a ticket: show_attach_new_problem); without it the server answers 403 and writes nothing
   */
  permission?: string;
}
/**
 * the server describes the form: create and edit answer the write schema of this file plus the form groups' fields (if/then on the group's types), which the form renders instead of the file
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "form".
 */
export interface FormSpec {
  create: FormEndpoint;
  edit: FormEndpoint & {
    /**
     * dotted path into a response or a record
     */
    record: string;
  };
  /**
   * dotted path into a response or a record
   */
  custom?: string;
  /**
   * keys of read lists of custom values that the host product fills (its department fields); the reference server has no such source and reads them as []
   */
  hostReads?: string[];
  groups?: FormGroupsSpec;
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "formEndpoint".
 */
export interface FormEndpoint {
  GET: Url;
  /**
   * fixed query parameters naming the form (category=change&panel=agent)
   */
  query?: {
    [k: string]: string;
  };
  /**
   * dotted path into a response or a record
   */
  schema: string;
  /**
   * dotted path into a response or a record
   */
  record?: string;
}
/**
 * form groups an administrator defines (name, type ids, fields): their fields join the form while the property `by` holds one of the group's type ids; values are validated and stored by the server
 */
export interface FormGroupsSpec {
  category: string;
  /**
   * the reference property whose value picks the groups (change_type_id)
   */
  by: string;
  /**
   * body field of a group holding its type ids (change_type_ids)
   */
  field: string;
  /**
   * dotted path into a response or a record
   */
  read: string;
  list: {
    GET: Url;
    items: Path;
  };
  save: {
    POST: Url;
  };
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "list".
 */
export interface XList {
  title: string;
  /**
   * @minItems 1
   */
  columns: string[];
  sortable?: string[];
  defaultSort?: {
    field: string;
    order: "ASC" | "DESC";
  };
  /**
   * the rows a page of the list shows until a person picks another page size (default 10): a list people scan many rows of at once (assets) opens with more
   */
  perPage?: 10 | 25 | 50 | 100;
  /**
   * properties the search box looks in
   */
  search?: string[];
  filters?: ListFilter[];
  rowFlags?: {
    edit?: string;
    delete?: string;
  };
  simpleList?: SimpleListSpec;
  /**
   * a CSV download of the list: GET takes the list's filter, search and sort parameters (no paging) and answers every matching row, the x-list columns with their titles and shown values (names, not ids); agents and administrators only. The list shows an export link while its total is above 0
   */
  export?: {
    GET: Url;
  };
  /**
   * the filter structure: GET answers the x-list filters the panel shows as [{key (the query parameter), end?, field, label, type (ids or daterange), multiple, lookup?, options?}] at items, derived from this file, for clients that build their filter panel from the server
   */
  filterStructure?: {
    GET: Url;
    items: Path;
  };
  /**
   * actions on the ticked rows of the list (each row gets a checkbox): kind link opens href with the ticked ids as param[0]=1&param[1]=2, in a new tab with newTab; with none ticked the list's alert area shows the i18n text of empty
   */
  bulkActions?: ListBulkAction[];
  /**
   * the list offers a column chooser: its choices are the list's GET with column=true, [{key, value, display}] at x-report.columns (needs x-report); the person's choice is kept per resource in the browser
   */
  columnChooser?: boolean;
  /**
   * the custom-field list: GET answers the x-custom properties as filters [{key, label, type, options?, lookup?}] at items; the filter panel adds one filter per entry and the list accepts each key as a query parameter
   */
  customFields?: {
    GET: Url;
    items: Path;
  };
  savedFilters?: SavedFiltersSpec;
}
export interface ListFilter {
  field: string;
  param: string;
  multiple?: boolean;
  /**
   * filter label when it differs from the property title
   */
  label?: string;
  /**
   * path on the API server; {id} and {name} placeholders are filled from the call
   */
  lookup?: string;
  /**
   * one of the kinds registered in src/kernel/filterKinds, which the start-up check accepts: ids (default): param[0]=1&param[1]=2; text (a string property): param=words, matching rows whose value contains them, case-insensitive; daterange: param=date::from~to; numberrange (a number or integer property): param=from~to, either bound may be empty, the panel's placeholders being the column's minimum and maximum (the list's ranges=true answer)
   */
  kind?: import("./filterKinds").FilterKindName;
  /**
   * with kind daterange: the range goes in two parameters, param the start and end the end, each a plain YYYY-MM-DD HH:mm:ss (assigned_on_begin / assigned_on_end) instead of param=date::from~to
   */
  end?: string;
  /**
   * match rows by association instead of a column (field is then id): "assets" keeps rows whose x-links assets holds one of the ids, "problem.assets" rows that the given problems' link assets holds
   */
  link?: string;
  /**
   * with link: keep the rows NOT linked to the given ids instead (asset-list?problem_id=4: the assets problem 4 does not hold, an attach picker's candidates); not shown in the filter panel
   */
  exclude?: boolean;
  /**
   * ids filter (field id, with a lookup) whose rows a server module chooses, from records it keeps itself: cab.waiting-at-level (changes whose pending board waits at one of these CAB levels), cab.decision-waits-for (changes whose active CAB level waits for a decision by one of these people), contract.approval-waits-for (contracts waiting for these approvers); the list's own filter, so a dashboard block can count by it
   */
  module?: string;
}
/**
 * what each row shows on a narrow screen (a phone), where the list is one column instead of a table: the primary text links to the record's page, the secondary texts run under it, the tertiary text sits at the end of the row; each names a property, shown as its cell is. Without it: the record's recordRepresentation when it is a column (else the first column), the next two columns under it, and the first column at the end when it is not the primary
 */
export interface SimpleListSpec {
  /**
   * the row's name, e.g. subject
   */
  primary: string;
  /**
   * shown under the primary text, joined by ' · ', e.g. ["status_id", "priority_id"]
   *
   * @maxItems 3
   */
  secondary?: string[];
  /**
   * shown at the end of the row, e.g. identifier
   */
  tertiary?: string;
}
export interface ListBulkAction {
  kind: "link";
  label: string;
  /**
   * path on the API server; {id} and {name} placeholders are filled from the call
   */
  href: string;
  param: string;
  /**
   * i18n key of the message shown when no row is ticked (barcode_no_asset)
   */
  empty: string;
  newTab?: boolean;
}
/**
 * the caller's saved filters: GET lists them at items, POST {name, filter} saves the filter values by query parameter, DELETE ({id}) removes one; the list applies one given its id in param
 */
export interface SavedFiltersSpec {
  GET: Url;
  POST: Url;
  DELETE: Url;
  items: Path;
  param: string;
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "show".
 */
export interface XShow {
  /**
   * alert: a refused attach closes its dialog and reports to the resource's alert area (default: the dialog stays open and shows why)
   */
  attachRefusal?: "alert";
  /**
   * the delay (the engine's DELAY: tiny 500 ms, short 1 s, afterAction 2 s, afterCreate 3 s) after an attach or detach from the show page's menus before the page reloads (the change view: tiny); default at once, a max-1 link after short
   */
  linkReload?: "tiny" | "short" | "afterAction" | "afterCreate";
  fields?: string[];
  /**
   * cards of custom values under the header: each lists the read record's [{label, value, field_type}] at `read`, titled by `title` or by the record's value at `titleFrom` (the change type's name); an empty list shows no card
   */
  cards?: ShowCard[];
  disabledUnless?: DisabledUnless;
  tabs?: ShowTab[];
  /**
   * the delay (the engine's DELAY: tiny 500 ms, short 1 s, afterAction 2 s, afterCreate 3 s) the activity tab waits after a change made on the page before it reads the log again (the spec's 1 s: short)
   */
  activityReload?: "tiny" | "short" | "afterAction" | "afterCreate";
  /**
   * properties shown in a strip under the title (start date, expiry, type)
   */
  header?: string[];
  /**
   * action menus of the show page; every item is shown only when its flag is granted
   */
  menus?: ShowMenu[];
}
export interface ShowCard {
  read: Path;
  title?: string;
  titleFrom?: Path;
}
/**
 * while the x-actions flag is not granted, action buttons whose own flag is not granted show disabled with the i18n text `tooltip` instead of being hidden
 */
export interface DisabledUnless {
  flag: string;
  tooltip: string;
}
export interface ShowTab {
  /**
   * linked-record: the one record a max-1 x-links entry holds (its `read` key), shown field by field; override: the hand-written tab registered under `component`
   */
  kind: "associates" | "activity" | "planning" | "links" | "linked-record" | "override" | "timeline";
  label: string;
  /**
   * name in x-actions.flags: the tab shows only when it is granted
   */
  flag?: string;
  GET?: Url;
  items?: Path;
  sort?: string;
  columns?: Column[];
  /**
   * for kind links: the x-links entry the tab lists (with detach per row); for kind linked-record: the max-1 entry whose record it shows
   */
  link?: string;
  /**
   * for kind links: name in x-actions.flags that must be granted for the detach column
   */
  detachFlag?: string;
  /**
   * for kind linked-record: properties of the target resource to show, in order
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * a window CustomEvent 'service-desk:show-tab' whose detail is this name selects the tab while the show page is open (spec: an event can switch the change view to its tasks tab)
   */
  event?: string;
  /**
   * for kind linked-record: a property's text cut to this many characters on this tab, the whole on hover
   */
  truncate?: {
    [k: string]: number;
  };
  /**
   * for kind associates: where the server reads the rows; replies are the ones bulk reply actions wrote to this record; {resource, field} the records of that resource whose field holds this record's id (a vendor's contracts: {resource: contract, field: vendor_id}); {resource, link} the records of that resource whose x-links entry holds this record (a vendor's products: {resource: product, link: vendors}); read as that resource's list reads them
   */
  from?:
    | "replies"
    | {
        resource: string;
        field: string;
      }
    | {
        resource: string;
        link: string;
      };
  /**
   * route of a row, {id} filled from the row, opened in a new tab; a links tab defaults to the target's show route, in the app
   */
  rowLink?: string;
  /**
   * for kind override: the name the tab is registered under (src/overrides)
   */
  component?: string;
  /**
   * for kind timeline: the badges of each row
   */
  badges?: {
    path: string;
    /**
     * shown when the row's value at path is true; without it the value itself is the badge
     */
    label?: string;
  }[];
}
export interface AssociatesColumn {
  path: DisplayPath;
  label: string;
  truncate?: number;
  /**
   * shown for an empty value instead of ---
   */
  empty?: string;
  /**
   * where the cell links to, each {path} filled from the row (/user/{requester.id}); no link while a value is missing
   */
  href?: string;
  /**
   * the cell's link opens in a new tab (noopener)
   */
  newTab?: boolean;
}
export interface ShowMenu {
  label: string;
  /**
   * @minItems 1
   */
  items: MenuItem[];
}
export interface MenuItem {
  /**
   * one of the kinds registered in src/kernel/menuItems, which the start-up check accepts: edit, delete, command, planning, attach, attach-new (opens the target's create page with the x-api.save.context parameter naming this record), detach (detaches the one record a max-1 link holds)
   */
  kind: import("./menuItems").MenuItemKindName;
  /**
   * name in x-actions.flags
   */
  flag?: string;
  /**
   * name in x-actions.commands, for kind command
   */
  command?: string;
  /**
   * key in x-planning.kinds, for kind planning
   */
  key?: string;
  /**
   * name in x-links, for kinds attach (opens its attach dialog), attach-new and detach
   */
  link?: string;
  label?: string;
  /**
   * for kind attach-new: the target's create form opens in a dialog on this page (with the same save context) instead of its create page
   */
  modal?: boolean;
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "store".
 */
export interface XStore {
  table?: string;
  /**
   * owner prefix of attachment download links, e.g. sd_problem
   */
  owner?: string;
  unique?: string[];
  /**
   * composite indexes the list's common queries need, each a list of properties (a filter, then the sort it is read in). Every sort and filter already has its own one-column index; each index more slows every write, so declare only the pairs a measured list uses
   */
  indexes?: string[][];
  /**
   * a server module that follows every save of the generic store (server/lifecycles.ts): a contract saved with an approver is sent for approval; its commands (run) and flag conditions (when) are that module's too
   */
  lifecycle?: string;
  /**
   * a server module stores and serves these records itself (server/<module>/, routes in server/routes/<module>/) instead of the generic column store: no generic table, list, get, save or delete route; table still names the module's table of records, where look-ups read id and name
   */
  module?: string;
  /**
   * a read-only number made from the id, e.g. #PRB-{id}
   */
  number?: {
    field: string;
    format: string;
  };
}
/**
 * one association: {id} is the owning record, {target} a linked record of the target resource
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "link".
 */
export interface LinkSpec {
  /**
   * $id of the target resource
   */
  resource: string;
  /**
   * the target's own x-links entry that holds the pairs, this record being its target: the link seen from the other side (an asset's problems are the problems whose assets link holds it). Attach and detach write those pairs; the rows come from the target's list through its filter on that link
   */
  inverse?: string;
  /**
   * at most this many targets per record; 1 makes a one-to-one link (a problem's change)
   */
  max?: number;
  /**
   * the pairs are kept in this reference property of the target instead of the link table (a product's assets are the assets whose product_id holds it; an asset then has one product): attach writes the owner's id there, detach clears it, and the rows come from the target's list through its x-list filter on that property
   */
  via?: string;
  bulk?: BulkSpec;
  /**
   * the link's own list of linked rows ({id}, in the path or the query), paged, sorted and searched like the target's list; without it the rows come from the target's list through its x-list filter whose link names this one
   */
  list?: {
    GET: TemplateUrl;
    items: Path;
    total: Path;
    params?: QueryParams;
    /**
     * row key → property of the target: each row this list answers also carries that property's value under the key, as the original names it on this endpoint only (a ticket's changes carry identifier again as change_number)
     */
    aliases?: {
      [k: string]: string;
    };
  };
  /**
   * POST ({id}) with the target ids in the body under `field`, or POST ({id}, {target}) attaching the one target the URL names, with no body
   */
  attach?: {
    POST: TemplateUrl;
    /**
     * body field holding the list of target ids (asset_ids); only without {target} in the URL
     */
    field?: string;
    /**
     * body field holding the owner's id when the URL has no {id} (change_id)
     */
    ownerField?: string;
    const?: LinkConst;
    /**
     * the service-desk permission (server/permissions.ts, data.actions of GET /service-desk/get/permissions) this call needs: without it the server answers 403 and the screen offers no button
     */
    permission?: string;
  };
  /**
   * DELETE ({id}, {target} and the attribute's {name}, in the path or the query); a max-1 link may leave {target} out: the one record it holds is detached; with field the target ids travel in the body under it instead of {target}
   */
  detach?: {
    DELETE: TemplateUrl;
    /**
     * body field holding the list of target ids to detach (type_ids); only without {target} in the URL
     */
    field?: string;
    const?: LinkConst;
    /**
     * the service-desk permission (server/permissions.ts, data.actions of GET /service-desk/get/permissions) this call needs: without it the server answers 403 and the screen offers no button
     */
    permission?: string;
  };
  attribute?: LinkAttribute;
  /**
   * dependency look-up offering targets to attach (data.{name}: [{id, name}]); may carry a query, {id} is the record: /x/dependency/tickets_based_on_problem?supplements={id}
   */
  lookup?: string;
  /**
   * key of the owner's read record carrying the linked records in the target's read shape: with max 1 (or readOne) the one record, or an empty list when none (a problem's change); otherwise the list. Read on lists and single records alike, for a page of owners at once; inverse links included
   */
  read?: string;
  /**
   * with read: each linked record carries only these stored properties of the target (an asset's contract as {id, name}), read in one query joined to the pairs rather than in the target's whole read shape
   *
   * @minItems 1
   */
  readFields?: string[];
  /**
   * with read: the key carries one linked record however many the link holds, the newest (highest id), or an empty list when none, as a max-1 link reads (an asset's contract)
   */
  readOne?: "newest";
  picker?: LinkPicker;
}
/**
 * actions on several linked rows at once (a problem's tickets): POST ({id}, when present, is the owner and every row must be linked to it) with the chosen target ids under field and action: {type, value}; JSON, or multipart when a reply carries files
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "bulk".
 */
export interface BulkSpec {
  POST: Url;
  /**
   * body field holding the chosen target ids (tickets)
   */
  field: string;
  /**
   * @minItems 1
   */
  actions: BulkAction[];
}
/**
 * set: value is an id from the look-up, written to field; assign: value is {assigneeType: a mode, assigneeInfo: an id}, written to the mode's field; reply: value is {text, attachments}, stored as a reply of each row
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "bulkAction".
 */
export interface BulkAction {
  /**
   * action.type on the wire (status, priority, assign, reply)
   */
  type: string;
  kind: "set" | "assign" | "reply";
  /**
   * menu entry and dialog title
   */
  label: string;
  /**
   * kind set: the target's property written (status_id)
   */
  field?: string;
  /**
   * path on the API server; {id} and {name} placeholders are filled from the call
   */
  lookup?: string;
  /**
   * kind set: target properties emptied by the same write
   */
  clears?: string[];
  /**
   * kind assign: the ways to choose the assignee, sent as assigneeType
   *
   * @minItems 1
   */
  modes?: BulkMode[];
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "bulkMode".
 */
export interface BulkMode {
  /**
   * assigneeType on the wire (agents, teams, assign_to_me)
   */
  mode: string;
  label: string;
  /**
   * the target's property written (assigned_id)
   */
  field: string;
  /**
   * path on the API server; {id} and {name} placeholders are filled from the call
   */
  lookup?: string;
  /**
   * target properties emptied by the same write (assigning a team unassigns the agent)
   */
  clears?: string[];
  /**
   * the value is the caller's own id (assign_to_me): nothing to choose, no assigneeInfo sent
   */
  self?: boolean;
}
/**
 * body fields sent as written ({"type": "sd_problem"}): links sharing one URL are told apart by them, so each such link must give different values
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "linkConst".
 */
export interface LinkConst {
  [k: string]: string;
}
/**
 * a value stored with each pair and chosen when attaching (a ticket linked to a change as initiating or causing): sent under `name` with attach, read under `name` on each linked row, a {name} placeholder of detach
 */
export interface LinkAttribute {
  name: string;
  label: string;
  /**
   * @minItems 1
   */
  options: {
    id: string;
    name: string;
    /**
     * the service-desk permission an attach with this value needs (attach_change_initiated)
     */
    permission?: string;
    /**
     * on an inverse link: the value the pair is stored with in the target's own link (a ticket's initiated is its change's causing)
     */
    as?: string;
  }[];
}
/**
 * the attach dialog's candidates come from the target's list instead of the lookup: the first 50 rows, searched by the typed text, narrowed by the named filters and leaving out the rows already linked
 */
export interface LinkPicker {
  /**
   * param of the target's x-list filter with "exclude": true whose link names this one; the dialog gives it the owner's id (problem_id={id})
   */
  exclude: string;
  /**
   * fields of the target's x-list filters (ids kind, not link filters) shown as selects above the candidates
   */
  filters?: string[];
  /**
   * target properties naming a candidate, joined with a space (default ["name"])
   *
   * @minItems 1
   */
  label?: string[];
  /**
   * the spec's attach-assets picker: a 950 px dialog whose filters apply with an Apply button, the candidates a list of checkboxes, and Attach with none ticked saying 'Please select <label>.' instead of being disabled (default: a 600 px dialog, a multi-select, Attach disabled until something is chosen)
   */
  checklist?: boolean;
}
export interface LookupDeclaration {
  /**
   * the look-up's name in its URL (asset_types); unique across the resource files and the host's look-ups (schemas/host/lookups.json)
   */
  name: string;
  /**
   * the property an item is named by, or several joined with a space ('AST-0001 Dell Latitude' for identifier and name); default x-resource.recordRepresentation
   */
  label?: string | string[];
  /**
   * properties each item carries besides id and name when asked with ?meta=true (a vendor's email)
   */
  meta?: string[];
  /**
   * query parameters the look-up accepts, each a positive id (product_id); any other is refused
   */
  context?: string[];
  /**
   * leave out the items the link `link` of the `owner` record whose id is the query parameter `param` holds already (the vendors attached to product ?product_id=3)
   */
  exclude?: {
    owner: string;
    link: string;
    param: string;
  };
}
/**
 * per-record action flags and the commands they guard
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "actions".
 */
export interface ActionsSpec {
  GET: Url;
  /**
   * dotted path into a response or a record
   */
  record: string;
  /**
   * stored values that make a record read-only (a closed problem)
   */
  lockedWhen?: {
    [k: string]: number | string | boolean;
  };
  /**
   * the word the refusal of a locked record uses: completed says 'The release is completed and can not be changed.' (default closed)
   */
  lockedAs?: string;
  flags: {
    [k: string]: FlagGrant;
  };
  commands?: {
    [k: string]: Command;
  };
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "grant".
 */
export interface Grant {
  role: "admin" | "agent";
  /**
   * granted only while the record is not locked
   */
  unlocked?: boolean;
}
/**
 * planning popups: one entry per kind and record (description, optional title, one attachment); {id} is the record, {key} the kind
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "planning".
 */
export interface PlanningSpec {
  list: Endpoint & {
    GET: Url;
    items: Path;
  };
  get: Endpoint & {
    GET: Url;
    record: Path;
  };
  /**
   * multipart identifier (the key), description, title, attachment, attachment_delete
   */
  save: Endpoint & {
    POST: Url;
  };
  delete: Endpoint & {
    DELETE: Url;
  };
  /**
   * download link of an entry's file: {attachment} is its id, {owner} the owner the attachment names
   */
  download?: Endpoint & {
    GET: Url;
  };
  /**
   * name in x-actions.flags whose role may read and write entries (default x-resource.write)
   */
  flag?: string;
  /**
   * @minItems 1
   */
  kinds: PlanningKind[];
}
export interface PlanningKind {
  key: string;
  label: string;
  /**
   * the entry also has a short title
   */
  title?: boolean;
}
/**
 * CSV import of records (the import module): every writable column property is a column to import, validated as the save route validates it; {id} is the import's id, which is also its tracking id
 */
export interface ImportSpec {
  upload: {
    POST: Url;
    /**
     * the multipart field carrying the file (import_file)
     */
    field: string;
  };
  mapping: {
    GET: Url;
  };
  submit: {
    POST: Url;
  };
  discard: {
    DELETE: Url;
  };
  tracking: {
    GET: Url;
  };
  failed: {
    GET: Url;
  };
  /**
   * the property that finds the existing record a row updates when the import updates existing records (identifier)
   */
  key?: string;
  /**
   * column names the mapping step maps to a property before the person starts, besides its title and name (both compared ignoring case, spaces and punctuation): property → names, the first that matches a column winning. For the exports of the tools people move their records from (Snipe-IT's 'Asset Tag', GLPI's 'Inventory number'). A column a title or name matches is never taken by a synonym
   */
  synonyms?: {
    /**
     * @minItems 1
     */
    [k: string]: string[];
  };
}
/**
 * saved reports of this resource's list (the reports module): the list answers count=true (chart counts grouped by count_by, default countBy) and column=true (column choices at `columns`), and filter_id applies a report's filters
 */
export interface ReportSpec {
  /**
   * the report type saved with each report of this list (asset)
   */
  type: string;
  /**
   * dotted path into a response or a record
   */
  columns: string;
  /**
   * the property chart counts group by when count_by names none: a reference or a choice
   */
  countBy: string;
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "dashboardBlock".
 */
export interface DashboardBlock {
  /**
   * the block's name, unique across the resource files: GET /api/dashboard/{id} answers its figures
   */
  id: string;
  /**
   * mine: the signed-in person's own work; desk: the state of the desk; admin: administration (administrators only, unless role says otherwise)
   */
  section: "mine" | "desk" | "admin";
  /**
   * place within its section, lower first across the files
   */
  order: number;
  /**
   * count: one number; grouped: how many rows hold each value of `by`, drawn as a chart; list: the first `limit` rows and how many more
   */
  kind: "count" | "grouped" | "list";
  /**
   * the block's heading
   */
  title: string;
  /**
   * the list's filter as its address holds it (?filter=…), keyed by the x-list filters' keys (the property, or the param of a link or module filter); two placeholders: "$me" among the ids of an ids filter (the signed-in person's id) and "next N days" as a daterange value (from the start of today to the end of the Nth day after it, UTC)
   */
  filter?: {
    [k: string]: unknown;
  };
  /**
   * grouped: the key of the ids filter whose values the rows are counted by (a property's column, or a module filter that counts); each group opens the list with the block's filter and that value
   */
  by?: string;
  /**
   * grouped: how the counts are drawn (bar by default); a table of the numbers is one click away
   */
  chart?: "bar" | "pie";
  /**
   * list: how many rows it shows (default 5)
   */
  limit?: number;
  /**
   * the lowest role that sees the block; default agent, admin for the admin section
   */
  role?: "agent" | "admin";
  /**
   * a list the server's modules answer (server/dashboard/blockSources.ts) instead of the resource's list: import.last-jobs, mail.failed; no filter then
   */
  source?: string;
  /**
   * list: hand-written actions drawn beside each row, registered under this name by the app (cab-decision: approve or deny in place)
   */
  actions?: string;
  /**
   * what the block says when it counts nothing; it links to the list it comes from
   */
  empty?: string;
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "property".
 */
export interface PropertyKeywords {
  type?: "string" | "integer" | "number" | "boolean" | "array" | "object";
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  oneOf?: {
    const: unknown;
    title: string;
  }[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  /**
   * at most this many items; a multiple reference with maxItems 1 is one select holding a one-item list
   */
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: "email" | "date" | "date-time" | "uri" | "data-url";
  /**
   * text/html is rich text (sanitised by the server when written and by the browser when rendered); application/octet-stream is an attachment upload
   */
  contentMediaType?: "text/html" | "application/octet-stream";
  /**
   * read from the server, never written (id, created_at, ...)
   */
  readOnly?: boolean;
  items?: {
    [k: string]: unknown;
  };
  /**
   * ajv-errors messages, the exact texts of the spec
   */
  errorMessage?:
    | {
        [k: string]: string;
      }
    | string;
  "x-ref"?: ReferenceHint;
  /**
   * dotted path into a response or a record
   */
  "x-read"?: string;
  /**
   * what to show; alternatives separated by | are tried in order (requester_id.name|requester_id.email)
   */
  "x-display"?: string;
  /**
   * a choice or a reference shown as a coloured chip in lists, show pages and tab tables: option → colour, the option named by its value (a reference's id) or, failing that, by its shown name ({"1": "success", "0": "default"}, {"Missing": "error"}); an option not named is a default (grey) chip. The colours are the theme's, legible in light and dark
   */
  "x-badge"?: {
    [k: string]: BadgeColour;
  };
  /**
   * cut the shown text to this many characters
   */
  "x-truncate"?: number;
  /**
   * a choice (oneOf) read with a value none of its options holds shows as the option of this value: a problem's active flag is active for 1 and inactive for anything else (0, null, '', 2)
   */
  "x-otherwise"?: number | string | boolean;
  /**
   * explicit widget hint; beats the guess from the type (duration: an integer of minutes, entered as hours and minutes and shown as 1h 30m; money: a number typed as digits with at most 2 decimals, shown grouped (12,345.50), and sent as such text: the server refuses any other text with the property's errorMessage.type)
   */
  "x-widget"?: "textarea" | "radio" | "switch" | "daterange" | "duration" | "money";
  /**
   * for x-widget daterange: the property holding the end of the range
   */
  "x-range-end"?: string;
  "x-follows"?: FollowRule;
  "x-send"?: SendFields;
  "x-permission"?: PermissionHint;
  /**
   * a record number: a create (or an import row) that leaves this text property empty gets the next number of the pattern from a counter the database keeps per resource, advanced in the save's own transaction, so numbers are unique across server processes and never reused after a delete; the counter starts above the highest number the table holds. A typed value is kept (and moves the counter past its number); values are unique ignoring case, a taken one is refused (412 'The identifier PRB-0040 is already used.'). Records stored empty get a number at the next start
   */
  "x-sequence"?: {
    /**
     * the text of a number, its digits as one run of zeros in braces giving their least count: PRB-{0000} numbers PRB-0001, PRB-0002, … PRB-10000
     */
    pattern: string;
  };
  /**
   * write-once: the property may be given while the record holds no value, never changed after; the edit form shows it disabled once set and the server refuses (412) a save changing it
   */
  "x-once"?: boolean;
  /**
   * the value is the set of ids the x-links entry of this name holds (no column); a save replaces the set
   */
  "x-link"?: string;
  /**
   * a list of objects whose saved items (those with an id) are removed one by one with their own call, {item} being the item's id; the list keeps at least minItems items
   */
  "x-remove-item"?: {
    DELETE: Url;
  };
  /**
   * a custom field an administrator added to the form: listed by the resource's custom-field list (list filters), shown in the show page's custom-fields card
   */
  "x-custom"?: boolean;
  /**
   * a readOnly property the server fills when the record is created: the signed-in user's id (creator) or the current time (now)
   */
  "x-auto"?: "creator" | "now";
  /**
   * route the shown value links to, {id} being the written value: /user/{id}
   */
  "x-href"?: string;
  "x-derived"?: DerivedHint;
}
/**
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "reference".
 */
export interface ReferenceHint {
  /**
   * path on the API server; {id} and {name} placeholders are filled from the call
   */
  lookup: string;
  /**
   * send meta=true
   */
  meta?: boolean;
  multiple?: boolean;
  /**
   * a resource ($id) whose create form an add-new button beside the select opens in a dialog, for roles that may write it; the saved record is then chosen
   */
  create?: string;
  /**
   * the property whose value (the first item of a list) fills {<property>} in lookup; the input shows only while that property has a value and the look-up answers options, and changing it clears this one
   */
  dependsOn?: string;
  /**
   * the look-up (a name of /dependency/{name}) whose items name the chosen ids where lookup cannot, as a dependsOn look-up's URL names another value (organizations)
   */
  names?: string;
  /**
   * a multiple select that also takes typed e-mail addresses (Enter or comma adds one; an invalid address is refused)
   */
  taggable?: "email";
  /**
   * the option (its id) a create form starts on, e.g. a new release's Open status; the person may choose another. It must not be a reserved value (see reserved)
   */
  initial?: number | string;
  /**
   * how the look-up orders its options: model keeps the order the model gives them (reference items as seeded, records as created: Open, In progress, Completed), name sorts them alphabetically (the default). The server answers one order per look-up, so every property naming the same look-up must declare the same
   */
  order?: "model" | "name";
  /**
   * options (ids) only the record's actions reach (a contract's Waiting for approval): a form never offers them and the server refuses (412) a save that creates a record with one or changes the property to one. The values of x-actions.lockedWhen and of the commands' sets for this property are reserved without being listed
   */
  reserved?: (number | string)[];
}
/**
 * while the named property has a value this one is `value` and its input is locked; clearing that property unlocks it. The server refuses (412) a save where the property has a value and this one differs
 */
export interface FollowRule {
  /**
   * the property it follows
   */
  field: string;
  /**
   * the value it takes meanwhile
   */
  value: unknown;
  /**
   * said under the locked input while it follows (an i18n key, or the English words): why it holds that value and what happens next
   */
  help?: string;
}
/**
 * a list of mixed items (a taggable reference: ids and typed e-mails) is written as one indexed list per item type, e.g. notify_agent_ids[0]=3&email_ids[0]=a@b.c; the server reads that form (or the plain list) back into the property
 */
export interface SendFields {
  /**
   * the body field of the integer items
   */
  integer?: string;
  /**
   * the body field of the string items
   */
  string?: string;
}
/**
 * the form shows the input only while the flag of the caller's permission set is granted (shown when the set cannot be read)
 *
 * This interface was referenced by `ResourceFile`'s JSON-Schema
 * via the `definition` "permission".
 */
export interface PermissionHint {
  GET: Url;
  /**
   * dotted path into a response or a record
   */
  record: string;
  flag: string;
}
/**
 * a readOnly value the server works out from another property on every read (no column, never written): countdown reads a date-time as {title: 'Expires in 20 days' | 'Expires today' | 'Expired 3 months ago', timestamp: <the date>, days: <whole days left, negative once passed>}; a list column of it sorts by `from`
 */
export interface DerivedHint {
  /**
   * the property it is worked out from
   */
  from: string;
  as: "countdown";
  /**
   * countdown: from this many days left the value shows as a warning chip (a contract expiring within 30 days); once the date has passed it shows as an error chip whether or not warnWithin is given
   */
  warnWithin?: number;
}
