// @vitest-environment jsdom
// Urgency at a glance: statuses and priorities as chips coloured by the resource file (x-badge, by id
// or by name), a countdown as a warning near its date and an error past it (x-derived.warnWithin).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeColour, ChoiceText, countdownColour, CountdownText, ReferenceText } from '../../../src/engine/fields';
import { describeField } from '../../../src/kernel';

afterEach(cleanup);

const chipOf = (text: string) => screen.getByText(text).closest('.MuiChip-root');

describe('badgeColour', () => {
  it.each([
    [{ 5: 'success' }, 5, 'Completed', 'success'],
    [{ 5: 'success' }, '5', 'Completed', 'success'],
    [{ Missing: 'error' }, 9, 'Missing', 'error'],
    [{ 1: 'info', Missing: 'error' }, 1, 'Missing', 'info'],
    [{ 1: 'info' }, 2, 'Planning', 'default'],
    [{ 1: 'info' }, 2, 'constructor', 'default'],
    [undefined, 1, 'Open', undefined],
  ] as const)('%j, %j named %j → %j', (badge, value, shown, colour) => {
    expect(badgeColour(badge as never, value, shown)).toBe(colour);
  });
});

describe('a reference with x-badge', () => {
  const status = describeField('status_id', {
    type: 'integer', title: 'Status', 'x-ref': { lookup: '/x/release_statuses' }, 'x-read': 'status.id', 'x-display': 'status.name',
    'x-badge': { 4: 'error', 5: 'success' },
  });

  it('is a chip in the colour of its id, read from the written value or the read shape', () => {
    render(<ReferenceText descriptor={status} record={{ id: 1, status_id: 5, status: { id: 5, name: 'Completed' } }} />);
    expect(chipOf('Completed')?.className).toMatch(/MuiChip-colorSuccess/);
    render(<ReferenceText descriptor={status} record={{ id: 2, status: { id: 4, name: 'Incomplete' } }} />);
    expect(chipOf('Incomplete')?.className).toMatch(/MuiChip-colorError/);
  });

  it('is a grey chip for an option the file does not colour, and plain --- when empty', () => {
    render(<ReferenceText descriptor={status} record={{ id: 1, status_id: 2, status: { id: 2, name: 'On hold' } }} />);
    expect(chipOf('On hold')?.className).toMatch(/MuiChip-colorDefault/);
    render(<ReferenceText descriptor={status} record={{ id: 3, status_id: null }} />);
    expect(screen.getByText('---').closest('.MuiChip-root')).toBeNull();
  });

  it('is plain text without x-badge', () => {
    const plain = describeField('status_id', { type: 'integer', 'x-ref': { lookup: '/x/release_statuses' }, 'x-display': 'status.name' });
    render(<ReferenceText descriptor={plain} record={{ id: 1, status_id: 5, status: { id: 5, name: 'Completed' } }} />);
    expect(chipOf('Completed')).toBeNull();
  });
});

it('colours a choice by its value, its label shown', () => {
  const enabled = describeField('status_id', { type: 'integer', oneOf: [{ const: 1, title: 'Enable' }, { const: 0, title: 'Disable' }], 'x-badge': { 1: 'success' } });
  render(<ChoiceText descriptor={enabled} record={{ id: 1, status_id: 1 }} />);
  expect(chipOf('Enable')?.className).toMatch(/MuiChip-colorSuccess/);
});

describe('a countdown', () => {
  const expiry = describeField('expiry', { type: 'object', readOnly: true, 'x-derived': { from: 'contract_end_date', as: 'countdown', warnWithin: 30 } });

  it.each([[-1, 30, 'error'], [-400, undefined, 'error'], [0, 30, 'warning'], [30, 30, 'warning'], [31, 30, undefined], [5, undefined, undefined], [undefined, 30, undefined]])(
    '%j days left, warned within %j → %j', (days, within, colour) => {
      expect(countdownColour(days, within)).toBe(colour);
    },
  );

  it('is a warning chip within the file\'s days, an error chip once passed, plain text before, the date as its tooltip', () => {
    render(<CountdownText descriptor={expiry} record={{ id: 1, expiry: { title: 'Expires in 20 days', timestamp: '2026-03-21 00:00:00', days: 20 } }} />);
    expect(chipOf('Expires in 20 days')?.className).toMatch(/MuiChip-colorWarning/);
    expect(chipOf('Expires in 20 days')?.getAttribute('title')).toBe('March 21st 2026, 12:00 am');
    render(<CountdownText descriptor={expiry} record={{ id: 2, expiry: { title: 'Expired 3 months ago', timestamp: '2025-11-21 00:00:00', days: -100 } }} />);
    expect(chipOf('Expired 3 months ago')?.className).toMatch(/MuiChip-colorError/);
    render(<CountdownText descriptor={expiry} record={{ id: 3, expiry: { title: 'Expires in 2 years', timestamp: '2028-06-01 00:00:00', days: 800 } }} />);
    expect(chipOf('Expires in 2 years')).toBeNull();
    expect(screen.getByText('Expires in 2 years').getAttribute('title')).toBe('June 1st 2028, 12:00 am');
  });
});
