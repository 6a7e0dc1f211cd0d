/**
 * The queries a show page or a server-described form reads on arrival, as react-query options: the
 * screen's hooks and the route-level prefetch (prefetchScreen) build them here, so data fetched before
 * the screen is drawn sits under the very keys the screen reads. The record's key is react-admin's own (useGetOne).
 */
import type { Identifier, RaRecord } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../constants';
import type { ActionFlags, ActivityEntry, ActivityParams, ServiceDeskDataProvider } from '../data';

type Provider = Pick<ServiceDeskDataProvider, 'getOne' | 'actions' | 'activity' | 'form'>;

/** recordQuery(p, resource, '2').queryKey → [resource, 'getOne', { id: '2' }], as useGetOne(resource, { id: '2' }) reads it. */
export const recordQuery = (provider: Provider, resource: string, id: Identifier) => ({
  queryKey: [resource, 'getOne', { id: String(id), meta: undefined }] as const,
  queryFn: () => provider.getOne<RaRecord>(resource, { id }).then(({ data }) => data),
});

/** The record's action flags (x-actions); a failed load grants nothing. */
export const actionFlagsQuery = (provider: Provider, resource: string, id: Identifier) => ({
  queryKey: [resource, 'actions', { id: String(id) }] as const,
  queryFn: (): Promise<ActionFlags> => provider.actions(resource, id).catch(() => ({})),
});

/** The page of the activity log a show page opens with: the first, newest entries first. */
export const FIRST_ACTIVITY_PAGE = { page: 1, perPage: DEFAULT_PAGE_SIZE, order: 'desc' } as const satisfies Omit<ActivityParams, 'id'>;

/** A page of the activity log; version changes when the record did. A failed load is an empty log. */
export const activityQuery = (provider: Provider, resource: string, params: ActivityParams, version = 0) => ({
  queryKey: [resource, 'activity', { ...params, id: String(params.id), version }] as const,
  queryFn: (): Promise<{ data: ActivityEntry[]; total: number }> => provider.activity(resource, params).catch(() => ({ data: [], total: 0 })),
});

/** The form the server describes (x-api.form) for a create, or for the record's edit with its values. */
export const formDescriptionQuery = (provider: Pick<Provider, 'form'>, resource: string, id?: Identifier) => ({
  queryKey: ['sd.form', resource, id === undefined ? null : String(id)] as const,
  queryFn: () => provider.form(resource, id),
});
