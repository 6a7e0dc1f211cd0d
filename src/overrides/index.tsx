/**
 * The hand-written screens (DESIGN §1): registered under the names resource files use, plus routes of
 * their own. Each is loaded lazily, so none of them weighs on the first screen.
 *   agentRoutes   inside the agent panel (signed in, with the menu)
 *   publicRoutes  outside it: reached by a link, no login
 */
import type { ReactElement } from 'react';

export interface OverrideRoute { path: string; element: ReactElement }

/** Registers the overrides' tabs and screens with the engine; called once before the app renders. */
export function registerOverrides(): void {
  // registerTab('name', lazy(() => import('./area/Component')));
}

export const agentRoutes: OverrideRoute[] = [];

export const publicRoutes: OverrideRoute[] = [];
