import DOMPurify from 'dompurify';
import { truncate } from './format';

/** sanitizeHtml('<img src=x onerror=alert(1)>') === '<img src="x">': the only HTML the app ever injects. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** htmlExcerpt('<p>Hello <b>world</b></p>', 8) === 'Hello wo…': plain text for list cells. */
export function htmlExcerpt(html: string, length?: number): string {
  // Parsing sanitised markup in an inert document reads the text without running or loading anything.
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return truncate(text, length);
}
