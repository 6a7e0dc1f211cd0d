// @vitest-environment jsdom
// Hostile markup loses its on… attributes before any parser sees it, read as the HTML tokenizer reads
// it (jsdom's parser follows the standard, so it says whether a handler would still reach an element).
import { describe, expect, it } from 'vitest';
import { withoutEventHandlers } from '../../../src/engine/fields/withoutEventHandlers';

/** The on… attributes an HTML parser puts on elements of the markup. */
const handlersIn = (html: string) => [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('*')]
  .flatMap((element) => [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.localName}[${attribute.name}]`));

describe('withoutEventHandlers', () => {
  // The space before a dropped attribute stays: the parser reads one space or two alike.
  it.each([
    ['<img src=x onerror="alert(1)">', '<img src=x >'],
    ['<p>Printers move to VLAN 40.</p><img src=x onerror="alert(1)">', '<p>Printers move to VLAN 40.</p><img src=x >'],
    ['<img/onerror=alert(1)>', '<img/>'],
    ['<b ONCLICK=\'x\' class=a>bold</b>', '<b  class=a>bold</b>'],
    ['<a title="x > y" onmouseover=z href="/a">t</a>', '<a title="x > y"  href="/a">t</a>'],
    ['<svg><animate onbegin=alert(1) attributeName=x></svg>', '<svg><animate  attributeName=x></svg>'],
    ['<div =onclick onclick = "a" data-on="b">', '<div =onclick  data-on="b">'],
  ])('%s → %s', (html, expected) => {
    expect(withoutEventHandlers(html)).toBe(expected);
  });

  it.each([
    ['plain text', 'a < b and c > d, on Monday'],
    ['escaped markup', '&lt;img onerror=x&gt;'],
    ['the rich-text editor\'s markup', '<p><strong>Both</strong> run out of <em>support</em>.</p><ul><li><p>renew</p></li></ul>'],
    ['a comment', '<!-- <img onerror=x> -->'],
    ['a script\'s text', '<script>if (a<b && c) x = "<i onclick=y>"</script>'],
    ['an unquoted value running on', '<a href=x/onclick=y>'],
  ])('leaves %s as it is', (_label, html) => {
    expect(withoutEventHandlers(html)).toBe(html);
  });

  it.each([
    '<img src=x onerror="alert(1)">',
    '<!-- <a title=" --> <img src=x onerror=alert(1)> "',
    '<textarea><a title="</textarea><img src=x onerror=alert(1)>"></textarea>',
    '<title></title><svg/onload=alert(1)>',
    '<!--><img src=x onerror=alert(1)>',
    '<!---><img src=x onerror=alert(1)>',
    '<!-- --!><img src=x onerror=alert(1)>',
    '<style></STYLE ><b onclick=x>',
    '<img src="x" onerror = \'alert(1)\' ONLOAD=y/>',
    '<details open ontoggle=alert(1)>',
    '<img src=x\nonerror=alert(1)>',
  ])('leaves no handler for a parser to find in %s', (html) => {
    expect(handlersIn(html)).not.toEqual([]);
    expect(handlersIn(withoutEventHandlers(html))).toEqual([]);
  });
});
