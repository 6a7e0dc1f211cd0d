// The server's sanitiser is the browser's rule: the same DOMPurify policy (HTML_POLICY); markup of
// bare allowed tags skips the parser and must come out as the parser would leave it.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../server/sanitizeHtml';
import { HTML_POLICY } from '../../../src/kernel';

const purifier = createDOMPurify(new JSDOM('').window as never);
const byPolicy = (html: string) => purifier.sanitize(html, HTML_POLICY);

describe('sanitizeHtml on the server', () => {
  it.each([
    '<p>Fans spin at <strong>full</strong> speed &amp; <em>loud</em>.</p>',
    '<h2>Steps</h2><ol><li>one</li><li>two<br>three</li></ol><ul><li><s>old</s> <u>new</u></li></ul>',
    '<blockquote><p>quoted</p></blockquote><pre><code>x &lt; y</code></pre><hr><div><span>H<sub>2</sub>O x<sup>2</sup></span></div>',
    '<p><b>bold</b> <i>italic</i></p><h6>small</h6>',
  ])('leaves bare allowed markup as the policy would: %s', (html) => {
    expect(byPolicy(html)).toBe(html);
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<p>ok</p><script>alert(1)</script>'],
    ['<p onclick="x()">handler</p>'],
    ['<p>a</p><a href="javascript:alert(1)">link</a>'],
    ['<svg><foreignObject><p>x</p></foreignObject></svg><p>after</p>'],
    ['<p>a<!-- <script>x</script> --></p>'],
    ['<p style="color:red">styled</p><img src=x onerror=alert(1)>'],
    ['<P>upper</P><scr<p>ipt>alert(1)</script>'],
  ])('sends anything else through the policy: %s', (html) => {
    expect(sanitizeHtml(html)).toBe(byPolicy(html));
    expect(sanitizeHtml(html)).not.toMatch(/<script|onclick|onerror|javascript:|<svg|<!--/i);
  });
});
