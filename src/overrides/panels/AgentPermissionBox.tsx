import { Card, CardContent, CardHeader, IconButton, Tooltip } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { panelMessages } from './panelMessages';
import { PermissionChecklist } from './PermissionChecklist';

/** The agent permission box of the host's permission screen: the service-desk set as checkboxes. */
export function AgentPermissionBox({ agentId }: { agentId: number }) {
  const { permissions: words } = panelMessages;
  return (
    <Card variant="outlined" component="section" aria-labelledby={`sd-permissions-${agentId}`} className="sd-panel">
      <CardHeader
        title={words.title}
        slotProps={{ title: { id: `sd-permissions-${agentId}`, component: 'h2', variant: 'h6' } }}
        action={(
          <Tooltip title={words.tooltip}>
            <IconButton aria-label={words.tooltip}><InfoOutlinedIcon /></IconButton>
          </Tooltip>
        )}
      />
      <CardContent sx={{ pt: 0 }}><PermissionChecklist userId={agentId} list="agent" /></CardContent>
    </Card>
  );
}
