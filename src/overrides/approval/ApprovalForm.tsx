import { useState } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ApiRequest } from '../../engine/data/request';
import { messageOfError } from '../../engine/data/messageOfError';
import { commentError } from '../../kernel';
import { http } from '../http';

type Outcome = { severity: 'success' | 'error'; message: string };

/** One button of the form: its decision, its text key, its colour, and whether it needs the comment. */
export interface DecisionButton {
  decision: string;
  label: string;
  color: 'success' | 'error';
  commentRequired: boolean;
}

interface ApprovalFormProps {
  decisions: DecisionButton[];
  /** The call deciding with this comment. */
  request(decision: string, comment: string): ApiRequest;
  /** The body field whose 412 message belongs under the comment box. */
  commentFields: string[];
  /** The comment box's hint (an optional comment says so). */
  hint?: string;
  /** After a success (the page reads its record again; the contract page goes home 2 s later). */
  onDecided?(): void;
  /** The decision chosen in the mail (?decision=approve): that button stands out and the comment box has the focus. Nothing is sent until it is pressed. */
  chosen?: string;
}

/**
 * The approver's answer on a public page: a comment and one button per decision. After a success
 * the form is hidden and the comment cleared; after an error the alert shows and the form is enabled
 * again with what was typed. A choice made in the mail is only preselected: a button still decides.
 */
export function ApprovalForm({ decisions, request, commentFields, hint, onDecided, chosen }: ApprovalFormProps) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const choice = decisions.find((button) => button.decision === chosen);
  const answer = async ({ decision, commentRequired }: DecisionButton) => {
    const problem = commentRequired ? commentError(comment) : undefined;
    setError(problem);
    if (problem) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const body = await http.send<{ message?: unknown }>(request(decision, comment));
      setOutcome({ severity: 'success', message: typeof body.message === 'string' ? body.message : translate('ra.notification.updated') });
      setComment('');
      setDone(true);
      onDecided?.();
    } catch (failure) {
      const fields = (failure as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      const field = commentFields.find((name) => fields[name]);
      if (field) setError(fields[field]);
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
          {choice && <Alert severity="info" role="status" sx={{ mb: 2 }}>{translate('approval_page.chosen', { choice: translate(choice.label) })}</Alert>}
          <TextField label={translate('approval_page.comment')} value={comment} onChange={(event) => setComment(event.target.value)} autoFocus={!!choice}
            required={decisions.every((button) => button.commentRequired)} multiline minRows={4} fullWidth error={!!error} helperText={error ?? hint} />
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            {decisions.map((button) => (
              <Button key={button.decision} variant={!choice || choice === button ? 'contained' : 'outlined'} color={button.color} disabled={busy}
                onClick={() => void answer(button)}>
                {translate(button.label)}
              </Button>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
