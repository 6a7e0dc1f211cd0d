/**
 * HTML the server keeps for others to read (an announcement mailed out) is cleaned before it is
 * stored, with the client's rule (DOMPurify, html profile: no scripts, handlers, frames or styles that
 * run anything). DOMPurify needs a DOM: one jsdom window, made on first use. jsdom is loaded then too,
 * not at start: it weighs some 70 MB, which a server that never sends an announcement need not carry.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

let purifier: DOMPurify | undefined;

/** sanitizeHtml('<p onclick="x()">Hi<script>x()</script></p>') === '<p>Hi</p>' */
export function sanitizeHtml(html: string): string {
  if (!purifier) {
    const { JSDOM } = load('jsdom') as typeof import('jsdom');
    purifier = createDOMPurify(new JSDOM('').window as never);
  }
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
