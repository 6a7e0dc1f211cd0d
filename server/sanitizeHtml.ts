/**
 * Rich text is cleaned before it is stored, with the browser's rule (HTML_POLICY: DOMPurify's html
 * profile), so every client, mail and export reads safe markup. DOMPurify needs a DOM: one jsdom
 * window, made on first use. jsdom is loaded then too, not at start: it weighs some 70 MB, which a
 * server that stores only plain text need not carry.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { DOMWindow } from 'jsdom';
import { createRequire } from 'node:module';
import { HTML_POLICY, readableText } from '../src/kernel';

const load = createRequire(import.meta.url);

let dom: { window: DOMWindow; purifier: DOMPurify } | undefined;

function domOf() {
  if (!dom) {
    const { JSDOM } = load('jsdom') as typeof import('jsdom');
    const { window } = new JSDOM('');
    dom = { window, purifier: createDOMPurify(window as never) };
  }
  return dom;
}

/** Text with no tag and no entity reads the same as HTML and as text: it needs no parser. */
const plain = (html: string) => !html.includes('<') && !html.includes('&');

/**
 * Tags HTML_POLICY allows, written bare (no attribute, no comment, nothing else starting with '<'):
 * markup made only of these is safe as it stands, whatever its nesting, since nothing in it can run,
 * load or change how the rest is parsed. The editor writes such markup, and an import of 100,000
 * descriptions would otherwise pay jsdom's parse (about 0.6 ms) on every one.
 */
const BARE_TAG = /<\/?(?:p|br|b|strong|i|em|u|s|sub|sup|code|pre|blockquote|ul|ol|li|h[1-6]|hr|span|div)\s*\/?>/gi;
const bareOnly = (html: string) => !html.replace(BARE_TAG, '').includes('<');

/** sanitizeHtml('<p onclick="x()">Hi<script>x()</script></p>') === '<p>Hi</p>' */
export function sanitizeHtml(html: string): string {
  // DOMPurify answers text without a '<' as it is too; this spares loading jsdom for it and for bare markup.
  if (bareOnly(html)) return html;
  return domOf().purifier.sanitize(html, HTML_POLICY);
}

/** htmlText('<p>Fish &amp; <b>chips</b></p><p>Peas</p><style>p{}</style>') === 'Fish & chips Peas': what a reader sees, on one line. */
export function htmlText(html: string): string {
  if (plain(html)) return html.replace(/\s+/g, ' ').trim();
  // A template's content is an inert document: nothing in it loads or runs.
  const template = domOf().window.document.createElement('template');
  template.innerHTML = html;
  return readableText(template.content);
}
