/**
 * Shapes of the keywords that describe a server-built form (x-api.form), the show page's cards of
 * custom values (x-show.cards) and buttons that stay visible but disabled (x-show.disabledUnless).
 */

/** A GET answering a form's JSON Schema at `schema` (and, for an edit, the record's values at `record`). */
export interface FormEndpoint {
  GET: string;
  /** Fixed query parameters naming the form: { category: 'order', panel: 'staff' }. */
  query?: Record<string, string>;
  schema: string;
  /** Edit only: the record in read shape, with the values of its form-group fields under their keys. */
  record?: string;
}

/**
 * Form groups of a resource: extra fields an administrator defines, shown while the record's `by`
 * property holds one of a group's type ids. list/save are the group endpoints; `field` is the body
 * field holding a group's type ids; `read` the key of the read record listing the type's values.
 */
export interface FormGroupsSpec {
  category: string;
  by: string;
  field: string;
  read: string;
  list: { GET: string; items: string };
  save: { POST: string };
}

/** x-api.form: where the form comes from, and where a read record lists its custom values. */
export interface FormSpec {
  create: FormEndpoint;
  edit: FormEndpoint & { record: string };
  /** Key of the read record listing the x-custom properties as [{label, value, field_type}]. */
  custom?: string;
  groups?: FormGroupsSpec;
  /** Keys of read lists of custom values the host product fills (its department fields); without that source they read []. */
  hostReads?: string[];
}

/** One custom value as a read record lists it; a date is field_type 'date'. */
export interface CustomValue {
  label: string;
  value: string | number | string[] | null;
  field_type: string;
}

/** A card of custom values: the list at `read`, titled by `title` or by the record's value at `titleFrom`. */
export interface ShowCard {
  read: string;
  title?: string;
  titleFrom?: string;
}

/** While `flag` is not granted, action buttons whose flag is not granted show disabled with the i18n `tooltip` instead of hidden. */
export interface DisabledUnless {
  flag: string;
  tooltip: string;
}
