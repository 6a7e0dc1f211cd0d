import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

interface ConflictAlertProps {
  /** The server's words (409): someone else changed the record since the form read it. */
  message: string;
  onReload(): void;
}

/** A save refused because the record changed meanwhile: says so, and offers to reload; the form keeps what was typed until then. */
export function ConflictAlert({ message, onReload }: ConflictAlertProps) {
  const translate = useTranslate();
  // The save button is at the foot of a long form, the alert at its head: each message brings it into view.
  return (
    <Box key={message} ref={(box: HTMLDivElement | null) => { box?.scrollIntoView?.({ block: 'center' }); }} sx={{ my: 1 }}>
      <Alert severity="warning" role="alert" data-conflict
        action={<Button color="inherit" size="small" onClick={onReload}>{translate('sd.action.reload')}</Button>}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>{message}</Typography>
        <Typography variant="body2">{translate('sd.form.conflict')}</Typography>
      </Alert>
    </Box>
  );
}
