import type { ListFilter } from './types';

/**
 * A list filter's key in react-admin's filter values, hence in the list's address: the property, or
 * for a link or module filter (several may match on "id") its param, or for an exclude filter on a
 * property '!' and its param. filterKey({ field: 'status_id', param: 'status_ids' }) === 'status_id'.
 */
export const filterKey = (filter: ListFilter): string =>
  (filter.link || filter.module ? filter.param : filter.exclude ? `!${filter.param}` : filter.field);
