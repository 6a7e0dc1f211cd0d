import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import ClearIcon from '@mui/icons-material/Clear';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TabProps } from '../../engine/overrides';
import { useAlert } from '../../engine/hooks/useAlert';
import { messageOfError } from '../../engine/data/messageOfError';
import { activeLevelOf, applyRequest, approverRequest, autoReminderRequest, boardActionRequest, reminderRequest, type BoardAction, type CabApprover, type CabBoard, type CabLevel } from './cabTabApi';
import { CabTabApplyDialog } from './CabTabApplyDialog';
import { CabTabApproverDialog, type ApproverTarget } from './CabTabApproverDialog';
import { CabTabBoard } from './CabTabBoard';
import { CabTabDecisionDialog } from './CabTabDecisionDialog';
import { useCabTabAction } from './useCabTabAction';
import { useCabTabBoards } from './useCabTabBoards';

/**
 * The CABs tab of a change: the approval boards applied to it with their levels and
 * approvers, and what the change's flags allow: apply a board (allowed_enforce_cab), approve or deny
 * the active level (allowed_cab_action; the buttons and the decision name that level, so it never
 * lands on the next), remove the boards and add or remove approvers (remove_cab: managing the running
 * approval). Every action reports to the change's alert area and reloads the page two seconds later.
 */
export default function CabTab({ definition, id, version, flags, onChanged }: TabProps) {
  const translate = useTranslate();
  const alert = useAlert(definition.alert);
  const { boards, loading, error } = useCabTabBoards(id, version);
  const { run, busy, reloading } = useCabTabAction(definition.alert, onChanged);
  const [applying, setApplying] = useState(false);
  const [approverTarget, setApproverTarget] = useState<ApproverTarget>();
  const [boardAction, setBoardAction] = useState<BoardAction>();
  const decided = activeLevelOf(boards);

  /** Tab-level calls have no dialog: their refusal goes to the change's alert area. */
  const runHere = (request: Parameters<typeof run>[0]) => run(request).catch((failure) => alert.show('error', messageOfError(failure)));
  const levelActions = {
    onRemind: (level: CabLevel, approver?: CabApprover) => void runHere(reminderRequest(id, level, approver)),
    onAdd: (level: CabLevel) => setApproverTarget({ action: 'add', level }),
    onRemove: (level: CabLevel, approver: CabApprover) => setApproverTarget({ action: 'remove', level, approver }),
    onAutoReminders: (board: CabBoard, on: boolean) => void runHere(autoReminderRequest(board.id, on)),
  };

  return (
    <Box sx={{ p: 2 }}>
      {(loading || reloading) && <LinearProgress aria-label={translate('cab_tab.reloading')} sx={{ mb: 1 }} />}
      {flags.allowed_enforce_cab && (
        <Button variant="outlined" sx={{ mb: 2 }} disabled={busy} onClick={() => setApplying(true)}>{translate('cab_tab.apply')}</Button>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {!loading && !error && boards.length === 0 && <Typography align="center" sx={{ py: 2 }}>{translate('cab_tab.empty')}</Typography>}
      {boards.map((board) => <CabTabBoard key={board.id} board={board} editApprovers={!!flags.remove_cab} busy={busy} {...levelActions} />)}
      {boards.length > 0 && (flags.allowed_cab_action || flags.remove_cab) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {flags.allowed_cab_action && decided && (
            <>
              <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy} onClick={() => setBoardAction('approve')}>
                {translate('cab_tab.approve_level', { level: decided.level.name })}
              </Button>
              <Button variant="contained" color="error" startIcon={<ClearIcon />} disabled={busy} onClick={() => setBoardAction('deny')}>
                {translate('cab_tab.deny_level', { level: decided.level.name })}
              </Button>
            </>
          )}
          {flags.remove_cab && (
            <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setBoardAction('remove')}>{translate('cab_tab.remove')}</Button>
          )}
        </Box>
      )}
      <CabTabApplyDialog open={applying} busy={busy} onClose={() => setApplying(false)}
        onApply={async (boardId) => { await run(applyRequest(id, boardId)); setApplying(false); }} />
      <CabTabApproverDialog target={approverTarget} busy={busy} onClose={() => setApproverTarget(undefined)}
        onSubmit={async (edit) => { await run(approverRequest({ ...edit, changeId: id })); setApproverTarget(undefined); }} />
      <CabTabDecisionDialog action={boardAction} boards={boards} decided={decided} busy={busy} onClose={() => setBoardAction(undefined)}
        onConfirm={async (action, comment) => { await run(boardActionRequest(id, action, comment, decided?.level.id)); setBoardAction(undefined); }} />
    </Box>
  );
}
