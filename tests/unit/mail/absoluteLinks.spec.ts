import { describe, expect, it } from 'vitest';
import { absoluteLinks } from '../../../server/mail/absoluteLinks';

const BASE = 'https://desk.example.test';

describe('absoluteLinks', () => {
  it.each([
    ['Open /change-approval/abc to approve or deny it.', 'Open https://desk.example.test/change-approval/abc to approve or deny it.'],
    ['/change-approval/abc at the start', 'https://desk.example.test/change-approval/abc at the start'],
    ['line one\n/thread/7 (see (/thread/8))', 'line one\nhttps://desk.example.test/thread/7 (see (https://desk.example.test/thread/8))'],
    ['already https://other.example/x and //cdn.example/y', 'already https://other.example/x and //cdn.example/y'],
    ['a ratio 3/4 and and/or stay, a lone / too', 'a ratio 3/4 and and/or stay, a lone / too'],
  ])('text %j', (body, sent) => {
    expect(absoluteLinks(body, 'text', BASE)).toBe(sent);
  });

  it.each([
    ['<a href="/service-desk/problem/list">list</a>', '<a href="https://desk.example.test/service-desk/problem/list">list</a>'],
    ["<img src='/logo.png'><a HREF=/x>x</a>", "<img src='https://desk.example.test/logo.png'><a HREF=https://desk.example.test/x>x</a>"],
    ['<a href="https://other.example/x">x</a><a href="//cdn.example/y">y</a>', '<a href="https://other.example/x">x</a><a href="//cdn.example/y">y</a>'],
    // In HTML only attributes are links: a path in the text is left as written.
    ['<p>see /thread/7</p>', '<p>see /thread/7</p>'],
  ])('html %j', (body, sent) => {
    expect(absoluteLinks(body, 'html', BASE)).toBe(sent);
  });

  it('joins a public URL with a trailing slash or a path without doubling the slash', () => {
    expect(absoluteLinks('Open /x', 'text', 'https://desk.example.test/')).toBe('Open https://desk.example.test/x');
    expect(absoluteLinks('Open /x', 'text', 'https://example.test/desk/')).toBe('Open https://example.test/desk/x');
  });
});
