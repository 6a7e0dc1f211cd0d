import DOMPurify from 'dompurify';

/** sanitizeHtml('<img src=x onerror=alert(1)>') === '<img src="x">': the only HTML the app ever injects. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
