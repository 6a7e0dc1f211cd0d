import { lazy, type ComponentProps } from 'react';
import { CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminUI, type DashboardComponent } from 'ra-core';
import {
  AdminContext, CustomRoutes, defaultDarkTheme, defaultLightTheme, Error as ErrorPage, LoadingPage, memoryStore, Notification, Resource, type RaThemeOptions,
} from 'react-admin';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router-dom';
import { agentRoutes, overrideMessages, preloadRoute, publicRoutes, registerOverrides } from '../overrides';
import { http, onModelVersion } from '../overrides/http';
import { createAuthProvider, createDataProvider, provideValidators, serverValidators } from '../engine/data';
import { followModel } from '../engine/followModel';
import { createI18nProvider } from '../engine/i18n';
import { NamedByLookup } from '../engine/fields/NamedByLookup';
import { BareReferenceNaming } from '../engine/fields/ReferenceText';
import { appTheme } from '../engine/theme';
import { RoleGate } from '../engine/views';
import { prefetchScreen, prefetchSession, screenAt } from '../engine/views/prefetchScreen';
import { preloadable } from '../engine/views/preloadable';
import { modelStore, perModel, useAppModel } from '../engine/resourceFiles';
import { definitionsOf } from './definitions';
import { ModelNotice } from './ModelNotice';
import { readAppModel } from './readAppModel';
import { PanelRedirect } from './PanelRedirect';
import { ServiceDeskLayout } from './ServiceDeskLayout';
import { preloadScreen, resourceRoutes } from './resourceRoutes';

// The data provider of a model version, made once: the agent panel swaps to the next one's as the model changes.
const dataProviderOf = perModel((model) => createDataProvider(definitionsOf(model), http));
// An answer naming a newer model version than the screens draw from brings that version (one read).
onModelVersion(followModel(modelStore, readAppModel));
const authProvider = createAuthProvider(http);
// Forms validate with what the server compiled for them (server/routes/formValidators): the policy runs no code compiled in the browser.
provideValidators(serverValidators((resource, target, version) =>
  `${http.baseUrl}/service-desk/api/form-validators/${encodeURIComponent(resource)}/${encodeURIComponent(target)}.js?v=${encodeURIComponent(version)}`));
const i18nProvider = createI18nProvider(overrideMessages);
// Alerts are per visit: a memory store forgets them on reload instead of replaying old results.
const store = memoryStore();
registerOverrides();
const queryClient = new QueryClient();
// react-admin's themes with the app's colours and component defaults over them (the two touch different keys).
const withApp = (base: RaThemeOptions, mode: 'light' | 'dark'): RaThemeOptions => {
  const app = appTheme(mode, i18nProvider.translate('ra.page.loading'));
  return { ...base, palette: { ...base.palette, ...app.palette }, components: { ...base.components, ...app.components } };
};
const lightTheme = withApp(defaultLightTheme, 'light');
const darkTheme = withApp(defaultDarkTheme, 'dark');

// Drawn only when signed out, outside the layout: its code loads apart from the first bundle.
const LoginPage = preloadable<object>(() => import('./LoginPage').then((page) => ({ default: page.LoginPage })), <LoadingPage />);

// The home page and its blocks load apart from the first bundle, and start loading at once when the app opens on it.
const Dashboard = preloadable<ComponentProps<DashboardComponent>>(() => import('./Dashboard'), <LoadingPage />);

// Arriving in the agent panel (a deep link from an e-mail), the session check, the screen's code and its
// data start together, before the first render, instead of each waiting for the one before.
const { pathname } = window.location;
const signedIn = pathname !== '/login' && !publicRoutes.some((route) => matchPath(route.path, pathname)) ? prefetchSession(authProvider, queryClient) : undefined;
const arrival = screenAt(definitionsOf(), pathname);
if (arrival) {
  preloadScreen(arrival);
  prefetchScreen(arrival, dataProviderOf(), queryClient, signedIn);
}
preloadRoute(pathname);
if (pathname === '/login') void LoginPage.preload();
if (pathname === '/') void Dashboard.preload();

/**
 * The service desk: one Resource and four deep-linkable routes per resource file, the overrides'
 * own routes, and the public pages, which live outside the agent panel and need no login.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {publicRoutes.map(({ path, element }) => <Route key={path} path={path} element={element} />)}
        <Route path="/panel/*" element={<PanelRedirect />} />
        <Route path="*" element={<AgentPanel />} />
      </Routes>
    </BrowserRouter>
  );
}

// Drawn inside the layout, whose Suspense shows react-admin's loader while they load. The not-found page
// takes a string title where CoreAdminUI passes its title element, so it is drawn without one.
const NotFound = lazy(() => import('./rarePages').then((pages) => ({ default: pages.NotFound })));
const PageNotFound = () => <NotFound />;
const AccessDenied = lazy(() => import('./rarePages').then((pages) => ({ default: pages.AccessDenied })));
const AuthenticationError = lazy(() => import('./rarePages').then((pages) => ({ default: pages.AuthenticationError })));

/**
 * react-admin's <Admin> (AdminContext + AdminUI) spelled out: AdminUI's default pages include a login
 * form built on react-hook-form and an OAuth callback, which this app replaces or does not use, and a
 * default page stays in the first bundle even when a prop overrides it.
 * Drawn from the current model version: a newer one swaps the data provider and the definitions under
 * the same components and keys, so nothing is mounted afresh and a form being filled keeps its input.
 */
function AgentPanel() {
  const model = useAppModel();
  const definitions = definitionsOf(model);
  return (
    <AdminContext dataProvider={dataProviderOf(model)} authProvider={authProvider} i18nProvider={i18nProvider} store={store} queryClient={queryClient}
      lightTheme={lightTheme} darkTheme={darkTheme}>
      <CssBaseline enableColorScheme>
        <BareReferenceNaming.Provider value={NamedByLookup}>
          <CoreAdminUI
            disableTelemetry
            requireAuth
            title="Service desk"
            loginPage={LoginPage}
            layout={ServiceDeskLayout}
            dashboard={Dashboard}
            catchAll={PageNotFound}
            error={ErrorPage}
            loading={LoadingPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
          >
            {definitions.map((def) => (
              <Resource key={def.name} name={def.name} recordRepresentation={def.recordRepresentation} />
            ))}
            <CustomRoutes>
              {definitions.flatMap(resourceRoutes)}
              {agentRoutes.map(({ path, element, role }) => <Route key={path} path={path} element={role ? <RoleGate role={role}>{element}</RoleGate> : element} />)}
            </CustomRoutes>
          </CoreAdminUI>
        </BareReferenceNaming.Provider>
        <Notification />
        <ModelNotice />
      </CssBaseline>
    </AdminContext>
  );
}
