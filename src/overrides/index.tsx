/**
 * The hand-written screens: registered under the names resource files use, plus routes of
 * their own. Each is loaded lazily, so none of them weighs on the first screen.
 *   agentRoutes   inside the agent panel (signed in, with the menu)
 *   publicRoutes  outside it: reached by a link, no login
 */
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LinearProgress } from '@mui/material';
import { matchPath } from 'react-router-dom';
import { registerMessages } from '../engine/i18n';
import { registerBlockAction, registerScreen, registerTab } from '../engine/overrides';
import { preloadable } from '../engine/views/preloadable';
import type { MenuPlace, Role } from '../kernel';
import { BARCODE_SETTINGS_ROUTE, BARCODE_TITLE } from './barcode/barcodeRoutes';
import { ASSET_MAP_ROUTE } from './cmdb/assetPaths';
import { CHANGE_APPROVAL_ROUTE, CONTRACT_APPROVAL_ROUTE, NOT_FOUND_ROUTE } from './approval/approvalRoutes';
import { FORM_GROUP_CREATE_ROUTE, FORM_GROUP_EDIT_ROUTE, FORM_GROUP_LIST_ROUTE, FORM_GROUP_TITLE } from './formGroups/formGroupPaths';
import { IMPORT_LIST_ROUTE, IMPORT_SETTINGS_ROUTE, IMPORT_TITLE, TRACKING_ROUTE } from './import/importRoutes';
import { DATA_MODEL_ROUTE, DATA_MODEL_TITLE, MODEL_HISTORY_ROUTE, MODEL_RESOURCE_ROUTE, NEW_RESOURCE_ROUTE } from './model/modelPaths';
import { OUTBOX_ROUTE, OUTBOX_TITLE } from './outbox/outboxRoutes';
import {
  AGENT_PERMISSIONS_TITLE, HOST_AGENT_PERMISSIONS_ROUTE, HOST_ASSIGN_TEAMS_ROUTE, HOST_DEPARTMENT_ROUTE, HOST_ORGANIZATION_ROUTE, HOST_TICKET_SCREEN, HOST_USER_ROUTE,
} from './panels/host/hostRoutes';
import { REPORTS_HOME_ROUTE } from './reports/reportRoutes';

type Texts = Record<string, unknown>;
type Module = { default: ComponentType<never> };

/**
 * withTexts(() => import('./cab/CabForm'), cabFormTexts): a screen's loader that also loads its texts
 * and adds them to the app's (registerMessages) before the screen draws, so the first bundle carries
 * only the menu's words.
 */
const withTexts = <M extends Module>(load: () => Promise<M>, texts: () => Promise<Texts>) => async () => {
  const [module, messages] = await Promise.all([load(), texts()]);
  registerMessages(messages);
  return module;
};
const cmdbTexts = () => import('./cmdb/messages').then((m) => m.cmdbMessages);
const cabFormTexts = () => import('./cab/cabFormMessages').then((m) => m.cabFormMessages);
const cabTabTexts = () => import('./cab/cabTabMessages').then((m) => m.cabTabMessages);
const reportTexts = () => import('./reports/reportMessages').then((m) => m.reportMessages);
const importTexts = () => import('./import/messages').then((m) => m.importMessages);
const formGroupTexts = () => import('./formGroups/formGroupMessages').then((m) => m.formGroupMessages);
const barcodeTexts = () => import('./barcode/barcodeMessages').then((m) => m.barcodeMessages);
const outboxTexts = () => import('./outbox/outboxMessages').then((m) => m.outboxMessages);
const modelTexts = () => import('./model/modelMessages').then((m) => m.modelMessages);

/**
 * menu: a side-menu entry for the route (label an i18n key), placed among the resources' entries as
 * theirs are (x-resource.menu: a group heading and an order).
 * role: who may use the screen (the server's rule for its calls); the others see neither entry nor screen.
 * preload: starts fetching the screen's chunk (a preloadable's), for preloadRoute.
 */
export interface OverrideRoute { path: string; element: ReactElement; menu?: MenuPlace & { label: string }; role?: Role; preload?: () => unknown }

/** Registers the overrides' tabs and screens with the engine; called once before the app renders. */
export function registerOverrides(): void {
  // registerTab('name', lazy(() => import('./area/Component')));
  registerTab('cmdb-relationships', lazy(withTexts(() => import('./cmdb/RelationshipsTab'), cmdbTexts)));
  registerScreen('cab-form', lazy(withTexts(() => import('./cab/CabForm'), cabFormTexts)));
  registerTab('cab-approvals', lazy(withTexts(() => import('./cab/CabTab'), cabTabTexts)));
  registerBlockAction('cab-decision', lazy(withTexts(() => import('./cab/CabBlockActions'), cabTabTexts)));
  registerScreen('asset-report-form', lazy(withTexts(() => import('./reports/ReportForm'), reportTexts)));
  registerScreen('asset-report-view', lazy(withTexts(() => import('./reports/ReportView'), reportTexts)));
  registerScreen(HOST_TICKET_SCREEN, lazy(() => import('./panels/host/HostTicketPage')));
}

const CmdbMapPage = preloadable(withTexts(() => import('./cmdb/MapPage'), cmdbTexts), <LinearProgress />);
const ReportsHome = lazy(withTexts(() => import('./reports/ReportsHome'), reportTexts));
const ImportSettingsPage = lazy(withTexts(() => import('./import/ImportSettingsPage'), importTexts));
const ImportTrackingPage = lazy(withTexts(() => import('./import/ImportTrackingPage'), importTexts));
const ImportListPage = lazy(withTexts(() => import('./import/ImportListPage'), importTexts));
const FormGroupList = lazy(withTexts(() => import('./formGroups/FormGroupList'), formGroupTexts));
const FormGroupForm = lazy(withTexts(() => import('./formGroups/FormGroupForm'), formGroupTexts));
const BarcodeSettingsPage = lazy(withTexts(() => import('./barcode/BarcodeSettingsPage'), barcodeTexts));
const OutboxPage = lazy(withTexts(() => import('./outbox/OutboxPage'), outboxTexts));
const ModelListPage = lazy(withTexts(() => import('./model/ModelListPage'), modelTexts));
const ModelResourcePage = lazy(withTexts(() => import('./model/ResourcePage'), modelTexts));
const ModelHistoryPage = lazy(withTexts(() => import('./model/HistoryPage'), modelTexts));
const NewResourcePage = lazy(withTexts(() => import('./model/NewResourcePage'), modelTexts));
const HostUserPage = lazy(() => import('./panels/host/HostUserPage'));
const HostOrganizationPage = lazy(() => import('./panels/host/HostOrganizationPage'));
const HostOwnedPage = lazy(() => import('./panels/host/HostOwnedPage'));
const AgentPermissionsPage = lazy(() => import('./panels/host/AgentPermissionsPage'));

export const agentRoutes: OverrideRoute[] = [
  { path: ASSET_MAP_ROUTE, element: <CmdbMapPage />, preload: CmdbMapPage.preload },
  { path: REPORTS_HOME_ROUTE, element: <Suspense fallback={<LinearProgress />}><ReportsHome /></Suspense> },
  {
    path: IMPORT_SETTINGS_ROUTE, element: <Suspense fallback={<LinearProgress />}><ImportSettingsPage /></Suspense>,
    menu: { label: 'import.title', group: 'Tools', order: 120 }, role: 'admin',
  },
  { path: TRACKING_ROUTE, element: <Suspense fallback={<LinearProgress />}><ImportTrackingPage /></Suspense>, role: 'admin' },
  { path: IMPORT_LIST_ROUTE, element: <Suspense fallback={<LinearProgress />}><ImportListPage /></Suspense>, role: 'admin' },
  {
    path: FORM_GROUP_LIST_ROUTE, element: <Suspense fallback={<LinearProgress />}><FormGroupList /></Suspense>,
    menu: { label: 'form_group.title', group: 'Settings', order: 350 }, role: 'admin',
  },
  { path: FORM_GROUP_CREATE_ROUTE, element: <Suspense fallback={<LinearProgress />}><FormGroupForm /></Suspense>, role: 'admin' },
  { path: FORM_GROUP_EDIT_ROUTE, element: <Suspense fallback={<LinearProgress />}><FormGroupForm /></Suspense>, role: 'admin' },
  {
    path: BARCODE_SETTINGS_ROUTE, element: <Suspense fallback={<LinearProgress />}><BarcodeSettingsPage /></Suspense>,
    menu: { label: 'barcode.title', group: 'Settings', order: 360 }, role: 'admin',
  },
  {
    path: OUTBOX_ROUTE, element: <Suspense fallback={<LinearProgress />}><OutboxPage /></Suspense>,
    menu: { label: 'outbox.title', group: 'Help desk', order: 230 }, role: 'admin',
  },
  {
    path: DATA_MODEL_ROUTE, element: <Suspense fallback={<LinearProgress />}><ModelListPage /></Suspense>,
    menu: { label: 'data_model.title', group: 'Settings', order: 340 }, role: 'admin',
  },
  { path: MODEL_HISTORY_ROUTE, element: <Suspense fallback={<LinearProgress />}><ModelHistoryPage /></Suspense>, role: 'admin' },
  { path: NEW_RESOURCE_ROUTE, element: <Suspense fallback={<LinearProgress />}><NewResourcePage /></Suspense>, role: 'admin' },
  { path: MODEL_RESOURCE_ROUTE, element: <Suspense fallback={<LinearProgress />}><ModelResourcePage /></Suspense>, role: 'admin' },
  // The stand-in help desk's pages that carry the injected panels (src/overrides/panels/host).
  { path: HOST_USER_ROUTE, element: <Suspense fallback={<LinearProgress />}><HostUserPage /></Suspense> },
  { path: HOST_ORGANIZATION_ROUTE, element: <Suspense fallback={<LinearProgress />}><HostOrganizationPage /></Suspense> },
  { path: HOST_DEPARTMENT_ROUTE, element: <Suspense fallback={<LinearProgress />}><HostOwnedPage page="department" /></Suspense> },
  { path: HOST_ASSIGN_TEAMS_ROUTE, element: <Suspense fallback={<LinearProgress />}><HostOwnedPage page="assign-teams" /></Suspense> },
  {
    path: HOST_AGENT_PERMISSIONS_ROUTE, element: <Suspense fallback={<LinearProgress />}><AgentPermissionsPage /></Suspense>,
    menu: { label: 'panels.agent_permissions', group: 'Help desk', order: 240 }, role: 'admin',
  },
];

const ChangeApprovalPage = lazy(() => import('./approval/ChangeApprovalPage'));
const ContractApprovalPage = lazy(() => import('./approval/ContractApprovalPage'));
const NotFoundPage = lazy(() => import('./approval/NotFoundPage'));

export const publicRoutes: OverrideRoute[] = [
  { path: CHANGE_APPROVAL_ROUTE, element: <Suspense fallback={<LinearProgress />}><ChangeApprovalPage /></Suspense> },
  { path: CONTRACT_APPROVAL_ROUTE, element: <Suspense fallback={<LinearProgress />}><ContractApprovalPage /></Suspense> },
  { path: NOT_FOUND_ROUTE, element: <Suspense fallback={<LinearProgress />}><NotFoundPage /></Suspense> },
];

/** The overrides' words the app shows before any of their screens loads: their menu entries. */
export const overrideMessages = {
  import: { title: IMPORT_TITLE }, form_group: { title: FORM_GROUP_TITLE }, barcode: { title: BARCODE_TITLE }, outbox: { title: OUTBOX_TITLE },
  data_model: { title: DATA_MODEL_TITLE },
  panels: { agent_permissions: AGENT_PERMISSIONS_TITLE },
};

/** preloadRoute('/service-desk/assets/7/cmdb-map'): the chunk of the screen the app opens on starts loading beside the app's own first render, not after it. */
export function preloadRoute(pathname: string): void {
  agentRoutes.find((route) => route.preload && matchPath(route.path, pathname))?.preload?.();
}
