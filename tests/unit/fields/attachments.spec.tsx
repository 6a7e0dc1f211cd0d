// @vitest-environment jsdom
// An attachment on a show page: an icon by its kind, the name cut to 15 characters with the whole on
// hover and as the link's name, its size, its download link.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AttachmentText } from '../../../src/engine/fields';
import { fileKind } from '../../../src/engine/fields/fileKind';
import { describeField } from '../../../src/kernel';

afterEach(cleanup);

describe('fileKind', () => {
  it.each([
    ['rca.PDF', undefined, 'pdf'], ['costs.xlsx', undefined, 'spreadsheet'], ['costs.xls', undefined, 'spreadsheet'], ['rows.csv', undefined, 'spreadsheet'],
    ['notes.txt', undefined, 'text'], ['photo.jpeg', undefined, 'image'], ['logo.png', undefined, 'image'], ['anim.gif', undefined, 'image'],
    ['archive.zip', undefined, 'other'], ['scan', 'application/pdf', 'pdf'], ['shot', 'image/webp', 'image'], ['readme', 'text/plain', 'text'], ['blob', undefined, 'other'],
  ])('%s (%s) is %s', (name, type, kind) => {
    expect(fileKind(name, type)).toBe(kind);
  });
});

describe('AttachmentText', () => {
  const attachment = { ...describeField('attachment', { type: 'string', contentMediaType: 'application/octet-stream' }), download: '/service-desk/download/{attachment}/sd_problem:{id}/attachment' };

  it('shows the icon of its kind, the name cut to 15 with the whole on hover, the size, and downloads it', () => {
    render(<AttachmentText descriptor={attachment} record={{ id: 4, attachment: { id: 9, value: 'quarterly-costs-2025.xlsx', size: 2048 } }} />);
    const link = screen.getByRole('link', { name: 'quarterly-costs-2025.xlsx (2.00 KB)' });
    expect(link.getAttribute('href')).toBe('/service-desk/download/9/sd_problem:4/attachment');
    expect(link.getAttribute('title')).toBe('quarterly-costs-2025.xlsx');
    expect(link.textContent).toBe('quarterly-costs… (2.00 KB)');
    expect(link.querySelector('svg')?.getAttribute('data-kind')).toBe('spreadsheet');
  });

  it('keeps a short name whole, without a tooltip', () => {
    render(<AttachmentText descriptor={attachment} record={{ id: 4, attachment: { id: 9, value: 'rca.pdf', size: 1536 } }} />);
    const link = screen.getByRole('link', { name: 'rca.pdf (1.50 KB)' });
    expect(link.getAttribute('title')).toBeNull();
    expect(link.querySelector('svg')?.getAttribute('data-kind')).toBe('pdf');
  });

  it('shows every file of a list, each with its icon', () => {
    render(<AttachmentText descriptor={attachment} record={{ id: 4, attachment: [{ id: 1, value: 'a.png', size: 3 }, { id: 2, value: 'b.txt', size: 5 }] }} />);
    expect([...document.querySelectorAll('svg')].map((icon) => icon.getAttribute('data-kind'))).toEqual(['image', 'text']);
  });
});
