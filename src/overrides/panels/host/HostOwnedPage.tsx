import { Typography } from '@mui/material';
import { panelMessages } from '../panelMessages';
import { HostPage } from './HostPage';
import { useRouteId } from './routeId';

/** /department/:id and /assign-teams: host pages the add-on links to and adds nothing to. */
export default function HostOwnedPage({ page }: { page: 'department' | 'assign-teams' }) {
  const id = useRouteId() ?? 0;
  const title = page === 'department' ? panelMessages.host.department(id) : panelMessages.host.assignTeams;
  return <HostPage title={title}><Typography color="text.secondary">{panelMessages.host.hostOwned}</Typography></HostPage>;
}
