import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { describeField } from '../../kernel';
import { LookupSelect } from '../../engine/widgets/LookupSelect';
import { CAB_LOOKUP } from './cabTabApi';
import { errorsOf } from './cabTabErrors';
import { MODAL_FIELDS } from '../../engine/views/modalFormBox';

const BOARD_FIELD = describeField('workflow_id', { type: 'integer', 'x-ref': { lookup: CAB_LOOKUP } });

interface CabTabApplyDialogProps {
  open: boolean;
  busy: boolean;
  onClose(): void;
  /** Applies the chosen board; a refusal is thrown back and shown here. */
  onApply(boardId: string | number): Promise<void>;
}

/** Apply CAB: a board from the cabs look-up; submit stays disabled until one is chosen. */
export function CabTabApplyDialog({ open, busy, onClose, onApply }: CabTabApplyDialogProps) {
  const translate = useTranslate();
  const [board, setBoard] = useState<string | number>();
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message?: string }>({ fields: {} });
  useEffect(() => { if (open) { setBoard(undefined); setErrors({ fields: {} }); } }, [open]);
  const problem = errors.fields.workflow_id ?? errors.fields.change_id;
  const submit = async () => {
    if (board === undefined) return;
    try {
      await onApply(board);
    } catch (failure) {
      setErrors(errorsOf(failure));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="cab-apply-title">
      <DialogTitle id="cab-apply-title">{translate('cab_tab.apply_title')}</DialogTitle>
      <DialogContent sx={MODAL_FIELDS}>
        {errors.message && <Alert severity="error" sx={{ mb: 1 }}>{errors.message}</Alert>}
        <LookupSelect descriptor={BOARD_FIELD} label={translate('cab_tab.board')} value={board} onChange={(value) => setBoard(value as string | number | undefined)}
          required error={!!problem} helperText={problem} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button variant="contained" disabled={board === undefined || busy} onClick={() => void submit()}>{translate('cab_tab.apply_submit')}</Button>
      </DialogActions>
    </Dialog>
  );
}
