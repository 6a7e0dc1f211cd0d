// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import { describeField } from '../../../src/kernel';
import { LookupSelect } from '../../../src/engine/widgets';

afterEach(cleanup);

// notify_to of contract.json: agents from the look-up, or typed e-mails.
const notifyTo = describeField('notify_to', {
  type: 'array', title: 'Notify to', items: { anyOf: [{ type: 'integer' }, { type: 'string', format: 'email' }] },
  'x-ref': { lookup: '/api/dependency/agents', meta: true, multiple: true, taggable: 'email' },
} as never);

function Controlled({ onValue }: { onValue(value: unknown): void }) {
  const [value, setValue] = useState<unknown>([2]);
  return <LookupSelect descriptor={notifyTo} label="Notify to" value={value} onChange={(next) => { setValue(next); onValue(next); }} />;
}

function renderSelect() {
  const onValue = vi.fn();
  const lookup = vi.fn(async () => [{ id: 2, name: 'Alan Agent' }, { id: 4, name: 'Grace Hopper' }]);
  render(
    <AdminContext i18nProvider={createI18nProvider()} dataProvider={{ lookup } as unknown as DataProvider}>
      <Controlled onValue={onValue} />
    </AdminContext>,
  );
  return { onValue, input: screen.getByLabelText('Notify to') as HTMLInputElement };
}

describe('a taggable select (x-ref.taggable email)', () => {
  it('adds a typed e-mail with Enter and another with a comma, beside the chosen agents', async () => {
    const { onValue, input } = renderSelect();
    expect(await screen.findByText('Alan Agent')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ops@example.org' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onValue).toHaveBeenLastCalledWith([2, 'ops@example.org']);
    expect(screen.getByText('ops@example.org')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'desk@example.org' } });
    fireEvent.keyDown(input, { key: ',' });
    expect(onValue).toHaveBeenLastCalledWith([2, 'ops@example.org', 'desk@example.org']);
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('refuses text that is no e-mail address, says so, and keeps it in the input to fix', async () => {
    const { onValue, input } = renderSelect();
    await screen.findByText('Alan Agent');
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.keyDown(input, { key: ',' });
    expect(screen.getByText('"not-an-address" is not a valid e-mail address.')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onValue).not.toHaveBeenCalled();
    expect(input.value).toBe('not-an-address');
  });
});
