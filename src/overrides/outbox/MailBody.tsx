import { Link, Typography } from '@mui/material';
import { SanitizedHtml } from '../../engine/fields/HtmlText';
import type { OutboxMail } from './outboxApi';
import { linkedText } from './linkedText';

/**
 * A mail's body as its reader gets it, links clickable: HTML through the engine's sanitiser, plain
 * text with its URLs and paths as links. Relative links open on this server, as the mail's would.
 */
export function MailBody({ mail }: { mail: Pick<OutboxMail, 'body' | 'format'> }) {
  const body = mail.body ?? '';
  if (mail.format === 'html') return <SanitizedHtml html={body} />;
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkedText(body).map((piece, index) => (piece.href
        ? <Link key={index} href={piece.href} target="_blank" rel="noopener noreferrer">{piece.text}</Link>
        : <span key={index}>{piece.text}</span>))}
    </Typography>
  );
}
