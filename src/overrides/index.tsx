/**
 * The hand-written screens (DESIGN §1): registered under the names resource files use, plus routes of
 * their own. Each is loaded lazily, so none of them weighs on the first screen.
 *   agentRoutes   inside the agent panel (signed in, with the menu)
 *   publicRoutes  outside it: reached by a link, no login
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { LinearProgress } from '@mui/material';
import { registerScreen, registerTab } from '../engine/overrides';
import type { Role } from '../engine/schema/types';
import { barcodeMessages } from './barcode/barcodeMessages';
import { BARCODE_SETTINGS_ROUTE } from './barcode/barcodeRoutes';
import { ASSET_MAP_ROUTE } from './cmdb/assetPaths';
import { CHANGE_APPROVAL_ROUTE, CONTRACT_APPROVAL_ROUTE, NOT_FOUND_ROUTE } from './approval/approvalRoutes';
import { cabFormMessages } from './cab/cabFormMessages';
import { cabTabMessages } from './cab/cabTabMessages';
import { cmdbMessages } from './cmdb/messages';
import { formGroupMessages } from './formGroups/formGroupMessages';
import { FORM_GROUP_CREATE_ROUTE, FORM_GROUP_EDIT_ROUTE, FORM_GROUP_LIST_ROUTE } from './formGroups/formGroupPaths';
import { IMPORT_SETTINGS_ROUTE, TRACKING_ROUTE } from './import/importRoutes';
import { importMessages } from './import/messages';
import { outboxMessages } from './outbox/outboxMessages';
import { OUTBOX_ROUTE } from './outbox/outboxRoutes';
import {
  AGENT_PERMISSIONS_TITLE, HOST_AGENT_PERMISSIONS_ROUTE, HOST_ASSIGN_TEAMS_ROUTE, HOST_DEPARTMENT_ROUTE, HOST_ORGANIZATION_ROUTE, HOST_TICKET_SCREEN, HOST_USER_ROUTE,
} from './panels/host/hostRoutes';
import { reportMessages } from './reports/reportMessages';
import { REPORTS_HOME_ROUTE } from './reports/reportRoutes';

/**
 * menu: a side-menu entry for the route (label an i18n key), under a group of the resources' menu.
 * role: who may use the screen (the server's rule for its calls); the others see neither entry nor screen.
 */
export interface OverrideRoute { path: string; element: ReactElement; menu?: { label: string; group: string }; role?: Role }

/** Registers the overrides' tabs and screens with the engine; called once before the app renders. */
export function registerOverrides(): void {
  // registerTab('name', lazy(() => import('./area/Component')));
  registerTab('cmdb-relationships', lazy(() => import('./cmdb/RelationshipsTab')));
  registerScreen('cab-form', lazy(() => import('./cab/CabForm')));
  registerTab('cab-approvals', lazy(() => import('./cab/CabTab')));
  registerScreen('asset-report-form', lazy(() => import('./reports/ReportForm')));
  registerScreen('asset-report-view', lazy(() => import('./reports/ReportView')));
  registerScreen(HOST_TICKET_SCREEN, lazy(() => import('./panels/host/HostTicketPage')));
}

const CmdbMapPage = lazy(() => import('./cmdb/MapPage'));
const ReportsHome = lazy(() => import('./reports/ReportsHome'));
const ImportSettingsPage = lazy(() => import('./import/ImportSettingsPage'));
const ImportTrackingPage = lazy(() => import('./import/ImportTrackingPage'));
const FormGroupList = lazy(() => import('./formGroups/FormGroupList'));
const FormGroupForm = lazy(() => import('./formGroups/FormGroupForm'));
const BarcodeSettingsPage = lazy(() => import('./barcode/BarcodeSettingsPage'));
const OutboxPage = lazy(() => import('./outbox/OutboxPage'));
const HostUserPage = lazy(() => import('./panels/host/HostUserPage'));
const HostOrganizationPage = lazy(() => import('./panels/host/HostOrganizationPage'));
const HostOwnedPage = lazy(() => import('./panels/host/HostOwnedPage'));
const AgentPermissionsPage = lazy(() => import('./panels/host/AgentPermissionsPage'));

export const agentRoutes: OverrideRoute[] = [
  { path: ASSET_MAP_ROUTE, element: <Suspense fallback={<LinearProgress />}><CmdbMapPage /></Suspense> },
  { path: REPORTS_HOME_ROUTE, element: <Suspense fallback={<LinearProgress />}><ReportsHome /></Suspense> },
  {
    path: IMPORT_SETTINGS_ROUTE, element: <Suspense fallback={<LinearProgress />}><ImportSettingsPage /></Suspense>,
    menu: { label: 'import.title', group: 'Assets' }, role: 'admin',
  },
  { path: TRACKING_ROUTE, element: <Suspense fallback={<LinearProgress />}><ImportTrackingPage /></Suspense>, role: 'admin' },
  {
    path: FORM_GROUP_LIST_ROUTE, element: <Suspense fallback={<LinearProgress />}><FormGroupList /></Suspense>,
    menu: { label: 'form_group.title', group: 'Assets' }, role: 'admin',
  },
  { path: FORM_GROUP_CREATE_ROUTE, element: <Suspense fallback={<LinearProgress />}><FormGroupForm /></Suspense>, role: 'admin' },
  { path: FORM_GROUP_EDIT_ROUTE, element: <Suspense fallback={<LinearProgress />}><FormGroupForm /></Suspense>, role: 'admin' },
  {
    path: BARCODE_SETTINGS_ROUTE, element: <Suspense fallback={<LinearProgress />}><BarcodeSettingsPage /></Suspense>,
    menu: { label: 'barcode.title', group: 'Assets' }, role: 'admin',
  },
  {
    path: OUTBOX_ROUTE, element: <Suspense fallback={<LinearProgress />}><OutboxPage /></Suspense>,
    menu: { label: 'outbox.title', group: 'Help desk' }, role: 'admin',
  },
  // The stand-in help desk's pages that carry the injected panels (src/overrides/panels/host).
  { path: HOST_USER_ROUTE, element: <Suspense fallback={<LinearProgress />}><HostUserPage /></Suspense> },
  { path: HOST_ORGANIZATION_ROUTE, element: <Suspense fallback={<LinearProgress />}><HostOrganizationPage /></Suspense> },
  { path: HOST_DEPARTMENT_ROUTE, element: <Suspense fallback={<LinearProgress />}><HostOwnedPage page="department" /></Suspense> },
  { path: HOST_ASSIGN_TEAMS_ROUTE, element: <Suspense fallback={<LinearProgress />}><HostOwnedPage page="assign-teams" /></Suspense> },
  {
    path: HOST_AGENT_PERMISSIONS_ROUTE, element: <Suspense fallback={<LinearProgress />}><AgentPermissionsPage /></Suspense>,
    menu: { label: 'panels.agent_permissions', group: 'Help desk' }, role: 'admin',
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

/** The overrides' own texts, merged over the engine's by the app's i18n provider. */
export const overrideMessages = { ...cmdbMessages, ...cabFormMessages, ...cabTabMessages, ...reportMessages, ...importMessages, ...formGroupMessages, ...barcodeMessages, ...outboxMessages,
  panels: { agent_permissions: AGENT_PERMISSIONS_TITLE } };
