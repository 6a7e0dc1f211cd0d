/**
 * A deep link (an e-mail's link to a problem) would otherwise load in series: the first bundle, the
 * session check, the screen's code, the record, then its flags and log. screenAt reads which resource
 * screen an address is; prefetchScreen starts that screen's reads at once, under the keys its hooks
 * read (showQueries.ts), so the screen finds them in react-query's cache when it first draws.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { JSONSchema7 } from 'json-schema';
import type { AuthProvider } from 'ra-core';
import { matchPath } from 'react-router-dom';
import type { ServiceDeskDataProvider } from '../data';
import { actionFlagsQuery, activityQuery, FIRST_ACTIVITY_PAGE, formDescriptionQuery, recordQuery } from '../hooks/showQueries';
import type { ResourceDefinition } from '../../kernel';

export type ScreenSlot = 'list' | 'create' | 'edit' | 'show';

export interface ScreenAddress { definition: ResourceDefinition; slot: ScreenSlot; id?: string }

/** How long prefetched data counts as fresh: the screen mounting within it reads it without asking again. */
export const PREFETCH_FRESH_MS = 5000;

/** screenAt(definitions, '/service-desk/problem/2/show') → { definition: problem, slot: 'show', id: '2' }; undefined elsewhere. */
export function screenAt(definitions: readonly ResourceDefinition[], pathname: string): ScreenAddress | undefined {
  for (const definition of definitions) {
    const { list, create, editPattern, showPattern } = definition.routes;
    const patterns: Array<[ScreenSlot, string | undefined]> = [['show', showPattern], ['edit', editPattern], ['create', create], ['list', definition.listed ? list : undefined]];
    for (const [slot, pattern] of patterns) {
      const match = pattern === undefined ? null : matchPath(pattern, pathname);
      if (match) return { definition, slot, id: match.params.id };
    }
  }
  return undefined;
}

type Provider = Pick<ServiceDeskDataProvider, 'getOne' | 'actions' | 'activity' | 'form'>;
interface Query { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> }

/** The validators of a create or edit form, which the form waits for before it draws; their code is the form's, loaded apart from the first bundle. */
const preloadFormValidators = (definition: ResourceDefinition, described?: JSONSchema7) =>
  import('./preloadFormValidators').then((module) => module.preloadFormValidators(definition, described));

/**
 * Fetches into the cache and keeps the answer fresh for PREFETCH_FRESH_MS, as react-admin's
 * populateQueryCache does; kept at least that long too (a form description's own query keeps nothing
 * once unobserved, which would drop it before the screen mounts).
 */
async function prefetch(queryClient: QueryClient, query: Query) {
  await queryClient.prefetchQuery({ ...query, gcTime: PREFETCH_FRESH_MS });
  const state = queryClient.getQueryState(query.queryKey);
  if (state?.status === 'success') queryClient.setQueryData(query.queryKey, state.data, { updatedAt: Date.now() + PREFETCH_FRESH_MS });
}

/**
 * The reads a screen starts with: the record of a show page, or of an edit page whose form is the
 * resource file's; the form the server describes (x-api.form) for a create or an edit, and then the
 * validators the form waits for (signedIn: the session check, which they wait for); on the generic show page also its action flags and its first tab when that is
 * the activity log (a hand-written show screen reads its own).
 * Failures are left to the screen, which reads again and reports as usual.
 */
export function prefetchScreen({ definition, slot, id }: ScreenAddress, provider: Provider, queryClient: QueryClient, signedIn?: Promise<boolean>): void {
  const generic = definition.file['x-resource'].screens?.[slot] === undefined;
  if ((slot === 'create' || slot === 'edit') && generic) {
    if (definition.api.form === undefined) {
      // Only once signed in: the browser keeps a refused module's failure for the page's whole life.
      void signedIn?.then((yes) => { if (yes) void preloadFormValidators(definition); });
    } else {
      // The validators follow the form's groups: they load as soon as the description is in.
      const description = formDescriptionQuery(provider, definition.name, id);
      void prefetch(queryClient, description).then(() => {
        const described = queryClient.getQueryData<Awaited<ReturnType<typeof description.queryFn>>>(description.queryKey);
        if (described) void preloadFormValidators(definition, described.schema);
      });
      return;
    }
  }
  if (id === undefined || (slot !== 'show' && slot !== 'edit')) return;
  const queries: Query[] = [recordQuery(provider, definition.name, id)];
  if (slot === 'show' && generic) {
    if (definition.actions) queries.push(actionFlagsQuery(provider, definition.name, id));
    const first = definition.show.tabs?.[0];
    if (first?.kind === 'activity' && first.flag === undefined) queries.push(activityQuery(provider, definition.name, { id, ...FIRST_ACTIVITY_PAGE }));
  }
  for (const query of queries) void prefetch(queryClient, query);
}

/**
 * prefetchSession(authProvider, queryClient): the session check, role and identity react-admin reads
 * when the agent panel first draws (useAuthState, usePermissions, useGetIdentity, under ra-core's keys),
 * started with the screen's reads. With them in the cache the panel draws its layout, role-gated menu
 * entries and user menu in its first pass, instead of a loader, then the menu again once the role is known.
 * All three come from one /api/me call (the auth provider keeps it). Answers whether the session is signed in.
 */
export function prefetchSession(authProvider: AuthProvider, queryClient: QueryClient): Promise<boolean> {
  const check: Query = { queryKey: ['auth', 'checkAuth', {}], queryFn: () => authProvider.checkAuth({}).then(() => true) };
  const queries: Query[] = [];
  if (authProvider.getPermissions) queries.push({ queryKey: ['auth', 'getPermissions', {}], queryFn: async () => (await authProvider.getPermissions!({})) ?? null });
  if (authProvider.getIdentity) queries.push({ queryKey: ['auth', 'getIdentity'], queryFn: () => authProvider.getIdentity!() });
  for (const query of queries) void prefetch(queryClient, query);
  return prefetch(queryClient, check).then(() => queryClient.getQueryState(check.queryKey)?.status === 'success');
}
