import { describe, expect, it } from 'vitest';
import { linkedText } from '../../../src/overrides/outbox/linkedText';

describe('linkedText', () => {
  it.each([
    ['Open /change-approval/abc to approve or deny it.',
      [{ text: 'Open ' }, { text: '/change-approval/abc', href: '/change-approval/abc' }, { text: ' to approve or deny it.' }]],
    ['See /thread/7.', [{ text: 'See ' }, { text: '/thread/7', href: '/thread/7' }, { text: '.' }]],
    ['/x first (and https://desk.example.test/y)',
      [{ text: '/x', href: '/x' }, { text: ' first (and ' }, { text: 'https://desk.example.test/y', href: 'https://desk.example.test/y' }, { text: ')' }]],
    ['no links: 3/4 and/or javascript:alert(1)', [{ text: 'no links: 3/4 and/or javascript:alert(1)' }]],
    ['', []],
  ])('%j', (body, pieces) => {
    expect(linkedText(body)).toEqual(pieces);
  });
});
