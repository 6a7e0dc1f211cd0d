import type { Config } from 'dompurify';
import type { FieldDescriptor } from './describeField';

/**
 * What rich text (a property with "contentMediaType": "text/html") may hold: DOMPurify's HTML
 * profile, so no scripts, event handlers, javascript: links, frames, SVG or MathML. One rule for the
 * browser, which sanitises before it renders, and the server, which sanitises before it stores.
 * DOMPurify.sanitize('<a href="javascript:x()">a</a>', HTML_POLICY) === '<a>a</a>'
 */
export const HTML_POLICY = { USE_PROFILES: { html: true } } as const satisfies Config;

/** Elements whose content is code or markup rather than text a reader sees (a kept <style>, say). */
const NOT_TEXT = 'script, style, template, noscript, iframe, noembed, noframes, object, title, textarea, xmp';
/** Elements a reader sees apart from the next (blocks, cells, line breaks): their words must not run into its. */
const APART = 'address, article, aside, blockquote, br, dd, details, div, dl, dt, figcaption, figure, footer, h1, h2, h3, h4, h5, h6, '
  + 'header, hr, li, main, nav, ol, p, pre, section, summary, table, td, th, tr, ul';

/**
 * The text a reader sees of parsed, inert markup (a DOMParser document's body, a template's content),
 * on one line: code and markup left out, blocks kept apart by a space. It changes the nodes it reads.
 * readableText(<p>Fish &amp; <b>chips</b></p><p>Peas</p><style>p{}</style>) === 'Fish & chips Peas'
 */
export function readableText(root: ParentNode): string {
  for (const element of root.querySelectorAll(NOT_TEXT)) element.remove();
  for (const element of root.querySelectorAll(APART)) element.after(' ');
  return (root.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** isHtml(describeField('description', { type: 'string', contentMediaType: 'text/html' })) === true: the properties both sides sanitise. */
export const isHtml = (field: FieldDescriptor) => field.kind === 'html';
