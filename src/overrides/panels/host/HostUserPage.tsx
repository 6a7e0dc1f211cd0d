import { Alert } from '@mui/material';
import { useHasRole } from '../../../engine/hooks/useHasRole';
import { panelMessages } from '../panelMessages';
import { RecordPanel } from '../RecordPanel';
import { UserPermissionsButton } from '../UserPermissionsButton';
import { HostPage } from './HostPage';
import { InAppPanel } from './InAppPanel';
import { useRouteId } from './routeId';
import { useHostName } from './useHostName';

/** /user/:id — titled with the person's name: their assets and contracts; administrators also get 'update permissions'. */
export default function HostUserPage() {
  const id = useRouteId();
  const admin = useHasRole('admin').allowed;
  const name = useHostName('user', id);
  if (id === undefined) return <HostPage title={panelMessages.host.user(0)}><Alert severity="error">{panelMessages.notFound}</Alert></HostPage>;
  return (
    <HostPage title={name ?? panelMessages.host.user(id)}>
      <InAppPanel>
        {admin && <div><UserPermissionsButton userId={id} /></div>}
        <RecordPanel kind="user" id={id} />
      </InAppPanel>
    </HostPage>
  );
}
