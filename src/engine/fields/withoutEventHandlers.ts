// Between attributes: HTML's whitespace, and '/' (<img/onerror=x> names onerror).
const BETWEEN = /[\t\n\f\r /]/;
const SPACE = /[\t\n\f\r ]/;
// Elements whose content the tokenizer reads as text up to their end tag: a '<' there opens no tag.
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

const skip = (html: string, at: number, what: RegExp) => {
  let end = at;
  while (end < html.length && what.test(html[end])) end += 1;
  return end;
};

/** Where the attribute value starting at `at` ends: after its closing quote, or before whitespace or '>' when unquoted. */
function valueEnd(html: string, at: number): number {
  const quote = html[at];
  if (quote !== '"' && quote !== "'") return skip(html, at, /[^\t\n\f\r >]/);
  const close = html.indexOf(quote, at + 1);
  return close === -1 ? html.length : close + 1;
}

/** Where a comment opened at `at` ends, as the tokenizer ends it: '-->', '--!>', or at once for '<!-->' and '<!--->'. */
function commentEnd(html: string, at: number): number {
  const body = at + 4;
  if (html.startsWith('>', body)) return body + 1;
  if (html.startsWith('->', body)) return body + 2;
  const ends = [html.indexOf('-->', body), html.indexOf('--!>', body)].filter((end) => end !== -1);
  if (!ends.length) return html.length;
  const end = Math.min(...ends);
  return end + (html.startsWith('-->', end) ? 3 : 4);
}

/** The start tag at `open` (its name read up to `from`) without its on… attributes, and where it ends. */
function startTag(html: string, from: number): { kept: string; end: number } {
  let kept = '';
  let cursor = from;
  while (cursor < html.length && html[cursor] !== '>') {
    const start = cursor;
    const nameStart = skip(html, cursor, BETWEEN);
    if (nameStart >= html.length || html[nameStart] === '>') {
      kept += html.slice(start, nameStart);
      cursor = nameStart;
      break;
    }
    // A name's first character may be anything but whitespace, '/' or '>' (even '=').
    cursor = skip(html, nameStart + 1, /[^\t\n\f\r />=]/);
    const name = html.slice(nameStart, cursor);
    const equals = skip(html, cursor, SPACE);
    if (html[equals] === '=') cursor = valueEnd(html, skip(html, equals + 1, SPACE));
    kept += /^on/i.test(name) ? html.slice(start, nameStart) : html.slice(start, cursor);
  }
  return { kept, end: cursor };
}

/**
 * withoutEventHandlers('<img src=x onerror="alert(1)">') === '<img src=x >': markup from a record
 * without its on… attributes, before any parser sees it. A browser refuses such a handler under the
 * page's policy the moment it parses one, even in an inert document as a sanitiser parses, and reports
 * the refusal: with them gone, showing hostile text reports nothing. Tags are read as the HTML
 * tokenizer reads them, comments and raw text (script, textarea, ...) included; whatever slipped
 * past would still be refused by the policy and removed by the sanitiser.
 */
export function withoutEventHandlers(html: string): string {
  let out = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) return out + html.slice(at);
    out += html.slice(at, open);
    if (html.startsWith('<!--', open)) {
      at = commentEnd(html, open);
      out += html.slice(open, at);
      continue;
    }
    if (!/[a-z/]/i.test(html[open + 1] ?? '')) {
      out += '<';
      at = open + 1;
      continue;
    }
    const nameEnd = skip(html, open + 1, /[^\t\n\f\r />]/);
    const { kept, end } = startTag(html, nameEnd);
    out += html.slice(open, nameEnd) + kept;
    at = end;
    const name = html.slice(open + 1, nameEnd).toLowerCase();
    if (RAW_TEXT.has(name) && end < html.length) {
      // Its text runs to its end tag: copied as it is.
      const close = html.toLowerCase().indexOf(`</${name}`, end + 1);
      const stop = name === 'plaintext' || close === -1 ? html.length : close;
      out += html.slice(end, stop);
      at = stop;
    }
  }
  return out;
}
