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
  // Each piece is keyed by where it starts in the body.
  let from = 0;
  const pieces = linkedText(body).map((piece) => {
    const at = from;
    from += piece.text.length;
    return { ...piece, at };
  });
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {pieces.map((piece) => (piece.href
        ? <Link key={piece.at} href={piece.href} target="_blank" rel="noopener noreferrer">{piece.text}</Link>
        : <span key={piece.at}>{piece.text}</span>))}
    </Typography>
  );
}
