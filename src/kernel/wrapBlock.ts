/** Tags that already make a block. */
const BLOCK = /^<(p|div|ul|ol|h[1-6]|blockquote|pre|table|figure|section|article|hr)[\s>/]/i;

/** wrapBlock('Patch <b>now</b>') === '<p>Patch <b>now</b></p>'; '<p>x</p>' and '' stay as they are. */
export function wrapBlock(html: string): string {
  const text = html.trim();
  return text === '' || BLOCK.test(text) ? html : `<p>${text}</p>`;
}
