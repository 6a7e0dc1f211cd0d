import { describe, expect, it } from 'vitest';
import { exportValue } from '../../../server/export/cellValue';
import { describeField } from '../../../src/kernel';

describe('exportValue', () => {
  const users = describeField('user_ids', { type: 'array', items: { type: 'integer' }, 'x-ref': { lookup: '/api/dependency/users', multiple: true },
    'x-read': 'user.id', 'x-display': 'user.0.full_name|user.0.email' });
  const expiry = describeField('expiry', { type: 'object', readOnly: true, 'x-derived': { from: 'contract_end_date', as: 'countdown' } });

  it('joins every name of a list, the first display path that has a value per item', () => {
    const record = { user: [{ id: 1, full_name: 'Ann Lee', email: 'ann@x.test' }, { id: 2, full_name: '', email: 'bo@x.test' }, { id: 3 }] };
    expect(exportValue(users, record)).toBe('Ann Lee, bo@x.test');
    expect(exportValue(users, { user: [] })).toBeNull();
    expect(exportValue(users, { user: null })).toBeNull();
  });

  it('writes a countdown as the date it counts to, rich text as plain text, numbers as numbers', () => {
    expect(exportValue(expiry, { expiry: { title: 'Expires in 2 days', timestamp: '2026-03-03 00:00:00' } })).toBe('2026-03-03 00:00:00');
    expect(exportValue(describeField('d', { type: 'string', contentMediaType: 'text/html' }), { d: '<p>A &amp; <b>B</b></p>' })).toBe('A & B');
    expect(exportValue(describeField('cost', { type: 'number' }), { cost: 2500.5 })).toBe(2500.5);
  });
});
