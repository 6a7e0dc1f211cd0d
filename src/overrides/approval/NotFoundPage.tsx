import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { PublicPage } from './PublicPage';

/** Where a link that cannot be loaded leads: the server's message when one came along. */
export default function NotFoundPage() {
  return <PublicPage><NotFoundText /></PublicPage>;
}

function NotFoundText() {
  const translate = useTranslate();
  const message = (useLocation().state as { message?: unknown } | null)?.message;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>{translate('approval_page.not_found_title')}</Typography>
      <Typography role="alert">{typeof message === 'string' && message ? message : translate('approval_page.not_found')}</Typography>
    </>
  );
}
