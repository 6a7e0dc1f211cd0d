import { Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import type { LookupItem } from '../../../engine/data';
import { AgentPermissionBox } from '../AgentPermissionBox';
import { usePanel } from '../PanelContext';
import { panelMessages } from '../panelMessages';
import { SearchSelect } from '../../../engine/views/SearchSelect';
import { HostPage } from './HostPage';
import { InAppPanel } from './InAppPanel';

const AGENTS = '/api/dependency/agents';

function AgentChooser() {
  const { data } = usePanel();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('agent_id');
  const agentId = raw && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : undefined;
  const chosen: LookupItem | null = agentId ? { id: agentId, name: search.get('agent') ?? `#${agentId}` } : null;
  return (
    <>
      <SearchSelect label={panelMessages.host.chooseAgent} value={chosen}
        options={(text) => data.provider.lookup(AGENTS, { search: text, meta: true })}
        onChange={(item) => setSearch(item ? { agent_id: String(item.id), agent: item.name } : {})} />
      {agentId ? <AgentPermissionBox key={agentId} agentId={agentId} />
        : <Typography color="text.secondary">{panelMessages.host.chooseAgentFirst}</Typography>}
    </>
  );
}

/** The host's agent permission screen: choose an agent, then their service-desk permission box. */
export default function AgentPermissionsPage() {
  return <HostPage title={panelMessages.host.agentPermissions}><InAppPanel><AgentChooser /></InAppPanel></HostPage>;
}
