import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * A link that worked once and no longer does (410): the page's title, then the server's words, which
 * say whether it expired or its record was edited after it was sent, and what to do next.
 */
export function GoneLink({ title, message }: { title: string; message: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="overline" component="p">{translate(title)}</Typography>
      <Typography variant="h5" component="h1" gutterBottom>{translate('approval_page.gone_title')}</Typography>
      <Alert severity="warning" role="alert">{message}</Alert>
    </>
  );
}
