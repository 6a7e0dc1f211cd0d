import { Alert } from '@mui/material';
import { panelMessages } from '../panelMessages';
import { RecordPanel } from '../RecordPanel';
import { HostPage } from './HostPage';
import { InAppPanel } from './InAppPanel';
import { useRouteId } from './routeId';
import { useHostName } from './useHostName';

/** /organizations/:id — titled with the organisation's name: its assets and contracts. */
export default function HostOrganizationPage() {
  const id = useRouteId();
  const name = useHostName('organization', id);
  if (id === undefined) return <HostPage title={panelMessages.host.organization(0)}><Alert severity="error">{panelMessages.notFound}</Alert></HostPage>;
  return <HostPage title={name ?? panelMessages.host.organization(id)}><InAppPanel><RecordPanel kind="organization" id={id} /></InAppPanel></HostPage>;
}
