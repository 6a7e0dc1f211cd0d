/** A piece of a plain-text body: text, or a link with its target. */
export interface TextPiece { text: string; href?: string }

// An http(s) URL, or a path on this server written in running text (start, space or bracket before it).
const LINK = /(https?:\/\/[^\s<>"']+|(?<=^|[\s(])\/[A-Za-z0-9_~-][^\s<>"']*)/g;
// Sentence punctuation after a link belongs to the sentence: "open /x." links /x.
const TRAILING = /[.,;:!?)]+$/;

/**
 * A plain-text mail body cut into text and links, so the screen can make its links clickable
 * without rendering the body as HTML: linkedText('Open /a/b.') ===
 * [{ text: 'Open ' }, { text: '/a/b', href: '/a/b' }, { text: '.' }].
 */
export function linkedText(body: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of body.matchAll(LINK)) {
    const link = match[0].replace(TRAILING, '');
    if (match.index > from) pieces.push({ text: body.slice(from, match.index) });
    pieces.push({ text: link, href: link });
    from = match.index + link.length;
  }
  if (from < body.length) pieces.push({ text: body.slice(from) });
  return pieces;
}
