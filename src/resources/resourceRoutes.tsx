import { Suspense, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { overrideScreen } from '../engine/overrides';
import type { ResourceDefinition } from '../kernel';
import { RoleGate, SchemaList } from '../engine/views';
import type { ScreenAddress, ScreenSlot } from '../engine/views/prefetchScreen';
import { preloadable } from '../engine/views/preloadable';

// Forms (RJSF + ajv) and show pages are not needed by the first list screen.
const SchemaForm = preloadable(() => import('../engine/views/SchemaForm'), <LinearProgress />);
const SchemaShow = preloadable(() => import('../engine/views/SchemaShow'), <LinearProgress />);
// A saved filter's page is reached from the filter panel or a bookmark, not as the first list.
const SavedFilterList = preloadable<{ definition: ResourceDefinition }>(() => import('../engine/views/SavedFilterList').then((m) => ({ default: m.SavedFilterList })), <LinearProgress />);

/** Starts fetching the code of the generic screen at an address (the one a deep link opens) before React gets to it. */
export function preloadScreen({ definition, slot }: ScreenAddress): void {
  if (definition.file['x-resource'].screens?.[slot]) return;
  if (slot === 'show') void SchemaShow.preload();
  if (slot === 'create' || slot === 'edit') void SchemaForm.preload();
}

const screen = (def: ResourceDefinition, children: ReactNode) => (
  <ResourceContextProvider value={def.name}>
    <Suspense fallback={<LinearProgress />}>{children}</Suspense>
  </ResourceContextProvider>
);

/** The generic screen of a route, or the hand-written one x-resource.screens names for it; forms only for a role that may write. */
function screenFor(def: ResourceDefinition, slot: ScreenSlot, generic: ReactNode) {
  const Override = overrideScreen(def.file['x-resource'].screens?.[slot]);
  const chosen = Override ? <Override key={slot} definition={def} /> : generic;
  return screen(def, slot === 'create' || slot === 'edit' ? <RoleGate role={def.write}>{chosen}</RoleGate> : chosen);
}

/** resourceRoutes(def) → the list, saved-filter, create, edit and show routes the resource file declares. */
export function resourceRoutes(def: ResourceDefinition) {
  const { list, create, editPattern, showPattern, filterPattern } = def.routes;
  return [
    // A create-only resource has no list: its home (routes.list) is its create screen.
    def.listed && <Route key={`${def.name}-list`} path={list} element={screenFor(def, 'list', <SchemaList definition={def} syncWithLocation />)} />,
    filterPattern && <Route key={`${def.name}-filter`} path={filterPattern} element={screen(def, <SavedFilterList definition={def} />)} />,
    create && <Route key={`${def.name}-create`} path={create} element={screenFor(def, 'create', <SchemaForm key="create" definition={def} />)} />,
    editPattern && <Route key={`${def.name}-edit`} path={editPattern} element={screenFor(def, 'edit', <SchemaForm key="edit" definition={def} />)} />,
    showPattern && <Route key={`${def.name}-show`} path={showPattern} element={screenFor(def, 'show', <SchemaShow definition={def} />)} />,
  ].filter(Boolean);
}
