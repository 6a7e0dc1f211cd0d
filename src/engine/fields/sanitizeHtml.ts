import DOMPurify from 'dompurify';
import { HTML_POLICY } from '../schema/htmlPolicy';

/** sanitizeHtml('<img src=x onerror=alert(1)>') === '<img src="x">': the only HTML the app ever injects, by the server's rule. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, HTML_POLICY);
}
