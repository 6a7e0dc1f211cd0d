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
export const NOT_TEXT = 'script, style, template, noscript, iframe, noembed, noframes, object, title, textarea, xmp';

/** isHtml(describeField('description', { type: 'string', contentMediaType: 'text/html' })) === true: the properties both sides sanitise. */
export const isHtml = (field: FieldDescriptor) => field.kind === 'html';
