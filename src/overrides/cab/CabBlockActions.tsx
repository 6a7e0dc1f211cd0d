import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import type { BlockActionProps } from '../../engine/overrides';
import { http } from '../http';
import { activeLevelOf, boardActionRequest, boardsOf, boardsRequest, type BoardAction, type CabBoard } from './cabTabApi';
import { errorsOf } from './cabTabErrors';
import { CabTabDecisionDialog } from './CabTabDecisionDialog';

/**
 * Approve and deny beside a change in the home page's "CAB decisions waiting for me" block (x-dashboard
 * actions "cab-decision"): the change's boards are read when a button is pressed, and the CABs tab's
 * own dialog asks the comment (and, standing in for someone, the confirmation). The decision is about
 * the level read then, so one that comes too late is refused rather than taken for the next level.
 */
export default function CabBlockActions({ definition, record, onDone }: BlockActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [action, setAction] = useState<BoardAction>();
  const [boards, setBoards] = useState<CabBoard[]>([]);
  const [busy, setBusy] = useState(false);
  const decided = activeLevelOf(boards);
  const name = String(record[definition.recordRepresentation] ?? record.id);
  const open = async (chosen: BoardAction) => {
    setBusy(true);
    try {
      const read = boardsOf(await http.send(boardsRequest(record.id)));
      // Decided meanwhile (by another approver, or by link): nothing to ask, and the block reads itself again.
      if (!activeLevelOf(read)) {
        notify('cab_tab.no_longer_waiting', { type: 'info' });
        onDone();
        return;
      }
      setBoards(read);
      setAction(chosen);
    } catch (failure) {
      notify(errorsOf(failure).message ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (chosen: BoardAction, comment: string) => {
    setBusy(true);
    try {
      const body = await http.send<{ message?: unknown }>(boardActionRequest(record.id, chosen, comment, decided?.level.id));
      setAction(undefined);
      notify(typeof body.message === 'string' ? body.message : 'ra.notification.updated', { type: 'success' });
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button size="small" variant="outlined" color="success" disabled={busy} onClick={() => void open('approve')}
        aria-label={translate('cab_tab.approve_named', { name })}>{translate('cab_tab.approve_short')}</Button>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => void open('deny')}
        aria-label={translate('cab_tab.deny_named', { name })}>{translate('cab_tab.deny_short')}</Button>
      <CabTabDecisionDialog action={action} boards={boards} decided={decided} busy={busy} onClose={() => setAction(undefined)} onConfirm={confirm} />
    </Box>
  );
}
