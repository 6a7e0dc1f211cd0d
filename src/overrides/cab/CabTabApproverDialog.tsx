import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useAlert } from '../../engine/hooks/useAlert';
import { reasonError, REQUIRED_MESSAGE, describeField } from '../../kernel';
import { AlertArea } from '../../engine/views/AlertArea';
import { LookupSelect } from '../../engine/widgets/LookupSelect';
import { APPROVER_LOOKUP, type ApproverEdit, type CabApprover, type CabLevel } from './cabTabApi';
import { errorsOf } from './cabTabErrors';
import { MODAL_FIELDS } from '../../engine/views/modalFormBox';

/** The alert area of this dialog. */
export const APPROVER_AREA = 'add_remove_approver';

const APPROVER_FIELD = describeField('approver_id', { type: 'integer', 'x-ref': { lookup: APPROVER_LOOKUP, meta: true } });

export interface ApproverTarget {
  action: 'add' | 'remove';
  level: CabLevel;
  /** The approver a removal is about. */
  approver?: CabApprover;
}

interface CabTabApproverDialogProps {
  target?: ApproverTarget;
  busy: boolean;
  onClose(): void;
  onSubmit(edit: Omit<ApproverEdit, 'changeId'>): Promise<void>;
}

/**
 * Add or remove an approver of the active level: a reason is required, at most 250
 * characters, and adding needs the approver. The server's refusals show in the dialog's own alert area.
 */
export function CabTabApproverDialog({ target, busy, onClose, onSubmit }: CabTabApproverDialogProps) {
  const translate = useTranslate();
  const alert = useAlert(APPROVER_AREA);
  const [approver, setApprover] = useState<string | number>();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { clear } = alert;
  // Every opening starts empty: the inputs reset while rendering the new target, the alert area once it shows.
  const [openedFor, setOpenedFor] = useState(target);
  if (openedFor !== target) {
    setOpenedFor(target);
    setApprover(undefined);
    setReason('');
    setErrors({});
  }
  useEffect(() => { if (target) clear(); }, [target, clear]);
  if (!target) return null;
  const adding = target.action === 'add';
  const submit = async () => {
    const found: Record<string, string> = {};
    if (adding && approver === undefined) found.approver_id = REQUIRED_MESSAGE;
    const problem = reasonError(reason);
    if (problem) found.comment = problem;
    setErrors(found);
    if (Object.keys(found).length) return;
    const chosen = adding ? { kind: 'user' as const, id: approver! } : { kind: target.approver!.kind, id: target.approver!.id };
    try {
      await onSubmit({ action: target.action, levelId: target.level.id, approver: chosen, comment: reason });
    } catch (failure) {
      const { fields, message } = errorsOf(failure);
      setErrors(fields);
      if (message) alert.show('error', message);
    }
  };
  const title = translate(adding ? 'cab_tab.add_approver' : 'cab_tab.remove_approver');
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="cab-approver-title">
      <DialogTitle id="cab-approver-title">{title}</DialogTitle>
      <DialogContent sx={MODAL_FIELDS}>
        <AlertArea area={APPROVER_AREA} />
        {adding
          ? <LookupSelect descriptor={APPROVER_FIELD} label={translate('cab_tab.approver')} value={approver}
              onChange={(value) => setApprover(value as string | number | undefined)} required error={!!errors.approver_id} helperText={errors.approver_id} />
          : <Typography sx={{ mb: 1 }}>{target.approver?.name} · {target.level.name}</Typography>}
        <TextField label={translate('cab_tab.reason')} value={reason} onChange={(event) => setReason(event.target.value)}
          required multiline minRows={3} fullWidth margin="dense" error={!!errors.comment} helperText={errors.comment} autoFocus={!adding} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>{translate('cab_tab.proceed')}</Button>
      </DialogActions>
    </Dialog>
  );
}
