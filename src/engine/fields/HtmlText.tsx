import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { EMPTY_TEXT } from '../constants';
import { displayValue, type DisplayProps } from './DisplayProps';
import { isEmptyValue } from './format';
import { HtmlExcerpt } from './HtmlExcerpt';
import { sanitizeHtml } from './sanitizeHtml';

/** Server HTML, sanitised: the only place the app sets inner HTML, and always with DOMPurify's output. */
export function SanitizedHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place the app injects HTML, and only DOMPurify's output of it.
  return <Box sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

/** On a show page: a short excerpt and a "view" button opening the sanitised HTML in a dialog (spec: description modal). */
export function HtmlText(props: DisplayProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const value = displayValue(props);
  if (isEmptyValue(value)) return <span>{EMPTY_TEXT}</span>;
  const titleId = `sd-html-${props.descriptor.name}`;
  return (
    <>
      <HtmlExcerpt {...props} />
      <Button size="small" sx={{ ml: 1 }} onClick={() => setOpen(true)}>{translate('sd.action.view')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{props.descriptor.label}</DialogTitle>
        <DialogContent><SanitizedHtml html={String(value)} /></DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('sd.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
