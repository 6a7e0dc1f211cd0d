import { useState } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { messageOfError } from '../../engine/hooks/useDeleteRecord';
import { commentError, type Decision } from '../../engine/schema/approvalRules';
import { http } from '../http';
import { answerRequest } from './approvalApi';

type Outcome = { severity: 'success' | 'error'; message: string };

/**
 * The approver's answer (spec §3 approval submission, §4): a required comment, Approve and Deny.
 * After a success the form is hidden and the comment cleared; after an error the alert shows and the
 * form stays as it was.
 */
export function ApprovalForm({ hash }: { hash: string }) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const answer = async (action: Decision) => {
    const problem = commentError(comment);
    setError(problem);
    if (problem) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const body = await http.send<{ message?: unknown }>(answerRequest(hash, action, comment));
      setOutcome({ severity: 'success', message: typeof body.message === 'string' ? body.message : translate('ra.notification.updated') });
      setComment('');
      setDone(true);
    } catch (failure) {
      const fields = (failure as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      if (fields.comment) setError(fields.comment);
      const message = messageOfError(failure);
      setOutcome({ severity: 'error', message: translate(message, { _: message }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {outcome && <Alert severity={outcome.severity} role="alert" sx={{ mb: 2 }}>{outcome.message}</Alert>}
      {!done && (
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          <TextField label={translate('approval_page.comment')} value={comment} onChange={(event) => setComment(event.target.value)}
            required multiline minRows={4} fullWidth error={!!error} helperText={error} />
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button variant="contained" color="success" disabled={busy} onClick={() => void answer('approve')}>{translate('approval_page.approve')}</Button>
            <Button variant="contained" color="error" disabled={busy} onClick={() => void answer('deny')}>{translate('approval_page.deny')}</Button>
          </Box>
        </Box>
      )}
    </>
  );
}
