/**
 * Words that run code wherever a screen treats text as markup. Each sets the page's `__xss` when it
 * runs (the sweep watches that name); each starts with a tag of its own (`~ba`), so a page that shows
 * it can be checked against what was typed.
 */

/** The global a payload sets when it runs. */
export const FLAG = '__xss';

/**
 * Plain-text payloads, the most telling first: an attribute breakout, an image handler, a script URL,
 * mermaid's directive and click statement (after a breakout of a quoted label), a script element.
 */
const PIECES = [
  `"><svg onload=${FLAG}=1>`,
  `<img src=x onerror=${FLAG}=1>`,
  `javascript:${FLAG}=1`,
  "%%{init: {'securityLevel':'loose'}}%%",
  `"]; click A href "javascript:${FLAG}=1"`,
  `<script>${FLAG}=1</script>`,
  `<a href="javascript:${FLAG}=1">x</a>`,
];

/**
 * hostileText('~ba', 25) === '~ba"><svg onload=__xss=1>': the tag, then as many payloads as fit in
 * maxLength (all of them without one).
 */
export function hostileText(tag: string, maxLength = Number.POSITIVE_INFINITY): string {
  let text = tag;
  for (const piece of PIECES) {
    const next = text === tag ? text + piece : `${text} ${piece}`;
    if (next.length <= maxLength) text = next;
  }
  return text;
}

/** The text a reader sees of hostileHtml(tag): its one paragraph. */
export const safeHtmlText = (tag: string) => `${tag} safe text`;

/**
 * Rich text with markup no sanitiser may keep: handlers that fire on their own (an image that fails,
 * an svg that loads, a details element that opens), a script URL, a frame with its own document.
 */
export const hostileHtml = (tag: string) => [
  `<p>${safeHtmlText(tag)}</p>`,
  `<img src=x onerror="${FLAG}=1">`,
  `<svg onload="${FLAG}=1"></svg>`,
  `<details open ontoggle="${FLAG}=1"><summary>more</summary></details>`,
  `<a href="javascript:${FLAG}=1">click me</a>`,
  `<iframe srcdoc="<script>parent.${FLAG}=1</script>"></iframe>`,
  `<form><button formaction="javascript:${FLAG}=1">go</button></form>`,
].join('');
