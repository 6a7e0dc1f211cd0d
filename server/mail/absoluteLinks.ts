import type { MailFormat } from '../repositories/outbox';

// An href or src whose value starts with one "/" (a path on this server, not "//host").
const HTML_PATH = /(\b(?:href|src)\s*=\s*)(["']?)\/(?!\/)/gi;
// A path written in running text: at the start or after a space or an opening bracket or quote.
const TEXT_PATH = /(^|[\s(<"'])\/(?=[A-Za-z0-9_~-])/g;

/**
 * A body as its reader's mail program needs it: links the server wrote relative to itself
 * (/change-approval/{token}) point at the public address instead, since a mail is read elsewhere.
 * absoluteLinks('Open /change-approval/x', 'text', 'https://desk.example') === 'Open https://desk.example/change-approval/x'
 */
export function absoluteLinks(body: string, format: MailFormat, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return format === 'html'
    ? body.replace(HTML_PATH, (_, attribute: string, quote: string) => `${attribute}${quote}${base}/`)
    : body.replace(TEXT_PATH, (_, before: string) => `${before}${base}/`);
}
