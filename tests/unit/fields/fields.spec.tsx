// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ChoiceText, DateText, DateTimeText, formatDate, formatDateTime, formatFileSize, HtmlExcerpt, htmlExcerpt, HtmlText, ReferenceText, TextValue, truncate,
  TruncatedText,
} from '../../../src/engine/fields';
import { type BareReferenceProps, BareReferenceNaming } from '../../../src/engine/fields/ReferenceText';
import { createI18nProvider } from '../../../src/engine/i18n';
import problemFile from '../../../schemas/problem.json';
import { describeField, type PropertySchema } from '../../../src/kernel';

afterEach(cleanup);

const wrap = (node: React.ReactNode) => render(<AdminContext i18nProvider={createI18nProvider()}>{node}</AdminContext>);

describe('truncation', () => {
  it('cuts at the length with an ellipsis and keeps the full text in the title', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('abc', 3)).toBe('abc');
    render(<TruncatedText text="Support agreement renewed" length={7} />);
    const shown = screen.getByText('Support…');
    expect(shown.getAttribute('title')).toBe('Support agreement renewed');
  });

  it.each([[null], [undefined], [''], ['   ']])('shows --- for %j', (value) => {
    render(<TruncatedText text={value as string} />);
    expect(screen.getByText('---')).toBeTruthy();
  });
});

describe('dates', () => {
  it('formats as MMMM Do YYYY, h:mm a', () => {
    expect(formatDateTime('2024-03-05 14:30:00')).toBe('March 5th 2024, 2:30 pm');
  });
  it.each([['0000-00-00 00:00:00'], [null], ['']])('shows --- for %j', (value) => {
    expect(formatDateTime(value)).toBe('---');
  });
  it('renders a zero date of a record as ---', () => {
    const descriptor = describeField('created_at', { type: 'string', format: 'date-time' });
    render(<DateTimeText descriptor={descriptor} record={{ id: 1, created_at: '0000-00-00 00:00:00' }} />);
    expect(screen.getByText('---')).toBeTruthy();
  });
});

describe('dates without a time', () => {
  it('formats as MMMM Do YYYY, the day as written', () => {
    expect(formatDate('2026-03-01')).toBe('March 1st 2026');
    expect(formatDate('2024-02-29')).toBe('February 29th 2024');
    expect(formatDate('2026-03-01 23:30:00')).toBe('March 1st 2026');
  });
  it.each([['0000-00-00'], ['0000-00-00 00:00:00'], ['--'], [null], [undefined], ['']])('shows --- for %j', (value) => {
    expect(formatDate(value)).toBe('---');
  });
  it('renders a date property of a record', () => {
    const descriptor = describeField('founded_on', { type: 'string', format: 'date' });
    render(<DateText descriptor={descriptor} record={{ id: 1, founded_on: '2026-03-01' }} />);
    expect(screen.getByText('March 1st 2026')).toBeTruthy();
  });
});

describe('file sizes', () => {
  it.each([
    [0, '0 B'], [1023, '1023 B'], [1024, '1.00 KB'], [1536, '1.50 KB'], [1024 ** 2 * 5.25, '5.25 MB'],
    [1024 ** 3, '1.00 GB'], [1024 ** 4, '1.00 TB'], [1024 ** 5, '1.00 PB'], [1024 ** 6, '1.00 EB'],
    [1024 ** 7, '1.00 ZB'], [1024 ** 8, '1.00 YB'], [1024 ** 9, '1024.00 YB'], [null, '---'],
  ])('%s bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('HTML is sanitised', () => {
  const descriptor = describeField('description', { type: 'string', contentMediaType: 'text/html' });
  const evil = '<p>Hello</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

  it('on show pages: a view button opens the HTML, and no script or handler reaches the DOM', async () => {
    wrap(<HtmlText descriptor={descriptor} record={{ id: 1, description: evil }} />);
    fireEvent.click(screen.getByRole('button', { name: 'view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Description' });
    expect(within(dialog).getByText('Hello').tagName).toBe('P');
    expect(dialog.querySelector('img')).toBeTruthy();
    expect(document.body.querySelector('script')).toBeNull();
    expect(document.body.innerHTML).not.toContain('onerror');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('in list cells: a plain-text excerpt', () => {
    const { container } = wrap(<HtmlExcerpt descriptor={descriptor} record={{ id: 1, description: evil }} />);
    expect(container.textContent).toBe('Hello');
    expect(container.querySelector('img, script')).toBeNull();
  });

  it.each([
    ['<p>Hello <b>world</b></p>', 8, 'Hello wo…'],
    ['<style>p{color:red}</style><p>Shown</p><script>alert(1)</script>', undefined, 'Shown'],
    ['<p>a</p>\n\n<p>b</p>', undefined, 'a b'],
    // Blocks, items and line breaks written without white space between them (as the editor writes them) stay apart; inline markup joins.
    ['<p>a</p><p>b</p><ul><li>c</li><li>d</li></ul>e<br>f', undefined, 'a b c d e f'],
    ['<p>un<b>bold</b>ed</p>', undefined, 'unbolded'],
    ['<img src=x onerror="window.__pwned=3">&lt;b&gt;', undefined, '<b>'],
  ])('htmlExcerpt(%j, %j) reads only the text a reader sees: %j', (html, length, text) => {
    expect(htmlExcerpt(html, length)).toBe(text);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('plain text that looks like HTML stays text', () => {
    const name = describeField('name', { type: 'string' });
    const { container } = wrap(<TextValue descriptor={name} record={{ id: 1, name: '<b>bold</b>' }} />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
  });
});

/** A stand-in for the agent panel's naming of a bare id. */
const Named = ({ id }: BareReferenceProps) => <span>Location {id}, named</span>;

describe('choices and references', () => {
  it('a choice shows its label, a reference the name at its display path', () => {
    const status = describeField('status_id', { type: 'integer', oneOf: [{ const: 1, title: 'Active' }, { const: 0, title: 'Inactive' }] });
    const parent = describeField('parent_id', { type: 'integer', 'x-ref': { lookup: '/x' }, 'x-display': 'parent.name' });
    wrap(<>
      <ChoiceText descriptor={status} record={{ id: 1, status_id: 0 }} />
      <ReferenceText descriptor={parent} record={{ id: 1, parent_id: 4, parent: { id: 4, name: 'Laptops' } }} />
    </>);
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Laptops')).toBeTruthy();
  });

  it('a reference carried as a bare id is named as the screen around it provides, else shown as its id', () => {
    const location = describeField('location_id', { type: 'integer', 'x-ref': { lookup: '/service-desk/api/dependency/locations' } });
    const record = { id: 1, location_id: 7 };
    // The host pages' panels provide no naming (no query cache, no router): the id, as text.
    const { container } = render(<ReferenceText descriptor={location} record={record} />);
    expect(container.textContent).toBe('7');
    cleanup();
    render(<BareReferenceNaming.Provider value={Named}><ReferenceText descriptor={location} record={record} /></BareReferenceNaming.Provider>);
    expect(screen.getByText('Location 7, named')).toBeTruthy();
  });

  it("a problem's active flag: '1' is active, anything else inactive (x-otherwise)", () => {
    const active = describeField('active', problemFile.properties.active as PropertySchema);
    const shown = (value: unknown) => {
      const { container } = wrap(<ChoiceText descriptor={active} record={{ id: 1, active: value }} />);
      const text = container.textContent;
      cleanup();
      return text;
    };
    expect([1, '1'].map(shown)).toEqual(['active', 'active']);
    expect([0, '0', 2, null, ''].map(shown)).toEqual(['inactive', 'inactive', 'inactive', 'inactive', 'inactive']);
  });

  it('the problem list and show page show the active flag', () => {
    expect(problemFile['x-list'].columns).toContain('active');
    expect(problemFile['x-show'].fields).toContain('active');
  });
});
