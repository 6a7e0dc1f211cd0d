import { Alert } from '@mui/material';
import { panelMessages } from '../panelMessages';
import { RecordPanel } from '../RecordPanel';
import { HostPage } from './HostPage';
import { InAppPanel } from './InAppPanel';
import { useRouteId } from './routeId';

/** /organizations/:id — the organisation's assets and contracts. */
export default function HostOrganizationPage() {
  const id = useRouteId();
  if (id === undefined) return <HostPage title={panelMessages.host.organization(0)}><Alert severity="error">{panelMessages.notFound}</Alert></HostPage>;
  return <HostPage title={panelMessages.host.organization(id)}><InAppPanel><RecordPanel kind="organization" id={id} /></InAppPanel></HostPage>;
}
