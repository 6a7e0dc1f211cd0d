import type { PropertySchema } from '../types';

/** A filter's value as the list request sends it: one text, or a list sent as param[0]=1&param[1]=2. */
export type FilterParamValue = string | Array<string | number>;

/**
 * The headless half of a list-filter kind (x-list filters' `kind`), which the browser and the server
 * share: how the panel's value goes to the query and comes back from a saved filter. The browser draws
 * a kind from src/engine/filters and the server reads it with server/listFilterKinds, keyed alike.
 */
export interface FilterKindRules {
  /** The query value of the panel's value; undefined (or empty) when it narrows nothing. */
  toQuery(value: unknown): FilterParamValue | undefined;
  /** The panel's value of a query value (a saved filter's); undefined when it is no value of this kind. */
  fromQuery(value: unknown): unknown;
  /** The panel shows the column's stored minimum and maximum as placeholders (the list's ranges=true answer). */
  columnRange?: true;
  /** The range may go in two parameters, its start in `param` and its end in `end`, each a plain bound. */
  twoParameters?: true;
}

/**
 * What the start-up check asks of a filter of the kind, apart from the rules so that the browser,
 * which runs no start-up check, does not load them: the property it filters, a home-page block's value.
 */
export interface FilterKindChecks {
  /** Why a declared filter of this kind cannot filter its property (its type, its options); undefined when it can. */
  propertyProblem?(filter: { field: string; lookup?: string; exclude?: boolean }, schema: PropertySchema): string | undefined;
  /** What a home-page block's value for the filter must be, when it is not that ('a number range: { from, to }'). */
  blockValueProblem(value: unknown): string | undefined;
}
