import { lazy, Suspense, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ResourceDefinition } from '../engine/schema/defineResource';
import { SchemaList } from '../engine/views';

// Forms (RJSF + ajv) and show pages are not needed by the first list screen.
const SchemaForm = lazy(() => import('../engine/views/SchemaForm'));
const SchemaShow = lazy(() => import('../engine/views/SchemaShow'));

const screen = (def: ResourceDefinition, children: ReactNode) => (
  <ResourceContextProvider value={def.name}>
    <Suspense fallback={<LinearProgress />}>{children}</Suspense>
  </ResourceContextProvider>
);

/** resourceRoutes(def) → the list, create, edit and show routes the resource file declares. */
export function resourceRoutes(def: ResourceDefinition) {
  const { list, create, editPattern, showPattern } = def.routes;
  return [
    <Route key={`${def.name}-list`} path={list} element={screen(def, <SchemaList definition={def} />)} />,
    create && <Route key={`${def.name}-create`} path={create} element={screen(def, <SchemaForm key="create" definition={def} />)} />,
    editPattern && <Route key={`${def.name}-edit`} path={editPattern} element={screen(def, <SchemaForm key="edit" definition={def} />)} />,
    showPattern && <Route key={`${def.name}-show`} path={showPattern} element={screen(def, <SchemaShow definition={def} />)} />,
  ].filter(Boolean);
}
