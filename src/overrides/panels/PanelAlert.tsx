import { Alert } from '@mui/material';
import { panelMessages } from './panelMessages';

export interface PanelNotice { severity: 'success' | 'error'; message: string }

/** The server's words for a failed call; a missing session says how to get one. */
export function errorNotice(error: unknown): PanelNotice {
  const status = (error as { status?: number })?.status;
  if (status === 401) return { severity: 'error', message: panelMessages.signIn };
  const message = error instanceof Error && error.message ? error.message : panelMessages.failed;
  return { severity: 'error', message: message === 'Failed to fetch' ? panelMessages.failed : message };
}

/** One panel's alert area: the last success or failure, closable. */
export function PanelAlert({ notice, onClose }: { notice?: PanelNotice; onClose?: () => void }) {
  if (!notice) return null;
  return <Alert severity={notice.severity} onClose={onClose} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ my: 1 }}>{notice.message}</Alert>;
}
