/**
 * Shapes of the keywords that describe a server-built form (x-api.form), the show page's cards of
 * custom values (x-show.cards) and buttons that stay visible but disabled (x-show.disabledUnless),
 * generated from the meta-schema, and a custom value as a read record lists it.
 */
export type { DisabledUnless, FormEndpoint, FormGroupsSpec, FormSpec, ShowCard } from './keywords.generated';

/** One custom value as a read record lists it; a date is field_type 'date'. */
export interface CustomValue {
  label: string;
  value: string | number | string[] | null;
  field_type: string;
}
