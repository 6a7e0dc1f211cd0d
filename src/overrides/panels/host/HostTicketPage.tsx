import { Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../engine/overrides';
import SchemaShow from '../../../engine/views/SchemaShow';
import { TicketPanel } from '../TicketPanel';
import { InAppPanel } from './InAppPanel';

/** /thread/:id — the ticket as the help desk shows it, with the service desk's meta box, action bar and associates card. */
export default function HostTicketPage({ definition }: ScreenProps) {
  const { id } = useParams();
  const ticketId = Number(id);
  return (
    <Stack spacing={2}>
      <SchemaShow definition={definition} />
      {Number.isSafeInteger(ticketId) && ticketId > 0 && (
        <Stack sx={{ px: 2, pb: 2 }}><InAppPanel><TicketPanel ticketId={ticketId} /></InAppPanel></Stack>
      )}
    </Stack>
  );
}
