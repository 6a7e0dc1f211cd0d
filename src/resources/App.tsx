import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { createAuthProvider, createDataProvider, createHttpClient } from '../engine/data';
import { createI18nProvider } from '../engine/i18n';
import { Dashboard } from './Dashboard';
import { definitions } from './definitions';
import { LoginPage } from './LoginPage';
import { ServiceDeskLayout } from './ServiceDeskLayout';
import { resourceRoutes } from './resourceRoutes';

const http = createHttpClient(import.meta.env.VITE_API_URL ?? '');
const dataProvider = createDataProvider(definitions, http);
const authProvider = createAuthProvider(http);
const i18nProvider = createI18nProvider();
// Alerts are per visit: a memory store forgets them on reload instead of replaying old results.
const store = memoryStore();

/** The service desk: one Resource and four deep-linkable routes per resource file. */
export function App() {
  return (
    <BrowserRouter>
      <Admin
        disableTelemetry
        requireAuth
        title="Service desk"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        loginPage={LoginPage}
        layout={ServiceDeskLayout}
        dashboard={Dashboard}
      >
        {definitions.map((def) => (
          <Resource key={def.name} name={def.name} recordRepresentation={def.recordRepresentation} />
        ))}
        <CustomRoutes>{definitions.flatMap(resourceRoutes)}</CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
