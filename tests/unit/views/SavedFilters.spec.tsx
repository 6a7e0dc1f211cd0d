// @vitest-environment jsdom
// The filter drawer's custom-field filters and saved filters, and the chips naming what filters, through what a user sees.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import changeFile from '../../../schemas/change.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { SchemaList } from '../../../src/engine/views';
import { SavedFilterList } from '../../../src/engine/views/SavedFilterList';
import { memoryDataProvider } from './memoryDataProvider';

afterEach(cleanup);

// The shipped file with one declared filter besides the custom ones: fifteen selects make jsdom slow.
const file = changeFile as unknown as ResourceFile;
const change = defineResource({ ...file, 'x-list': { ...file['x-list']!, filters: file['x-list']!.filters!.filter((filter) => filter.param === 'status_ids') } });
const RISK = { key: 'risk', label: 'Risk', type: 'choice', options: ['Low', 'High'].map((id) => ({ id, name: id })) };

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderPanel(path: string, saved: Array<{ id: number; name: string; filter: Record<string, unknown> }> = []) {
  const { provider, calls } = memoryDataProvider([{ id: 1, subject: 'Patch', identifier: 'CHN-0001' }]);
  const filters = [...saved];
  Object.assign(provider, {
    customFields: async () => [RISK],
    lookup: async () => [{ id: 1, name: 'Open' }],
    savedFilters: async () => [...filters],
    saveFilter: async (resource: string, name: string, filter: Record<string, unknown>) => {
      calls.push(['saveFilter', { resource, name, filter }]);
      if (name === 'Taken') throw Object.assign(new Error('invalid'), { body: { message: 'invalid', errors: { name: 'A saved filter with this name exists already.' } } });
      filters.push({ id: 9, name, filter });
      return { data: { id: 9, name, filter }, meta: { message: 'Filter saved successfully.' } };
    },
    deleteFilter: async (resource: string, id: number) => {
      calls.push(['deleteFilter', { resource, id }]);
      filters.splice(filters.findIndex((filter) => filter.id === id), 1);
      return { meta: { message: 'Filter deleted successfully.' } };
    },
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Where />
        <Routes>
          <Route path={change.routes.list} element={<SchemaList definition={change} />} />
          <Route path={change.routes.filterPattern} element={<SavedFilterList definition={change} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

describe('custom-field filters', () => {
  it('adds a filter per listed custom field and filters by it', async () => {
    const calls = renderPanel('/service-desk/changes/list');
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Risk' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('option', { name: 'High' }));
    await waitFor(() => expect(calls.at(-1)).toEqual(['getList', expect.objectContaining({ filter: { '@custom': { risk: ['High'] } } })]), { timeout: 5000 });
  });
});

describe('saved filters', () => {
  it('saves the panel values under a name, then opens the saved filter', async () => {
    const calls = renderPanel('/service-desk/changes/list');
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const save = await screen.findByRole('button', { name: /save filter/i });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Risk' }));
    fireEvent.click(await screen.findByRole('option', { name: 'High' }));
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save the filter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /name/i }), { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    expect(await within(dialog).findByText('A saved filter with this name exists already.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /name/i }), { target: { value: 'High risk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/service-desk/changes/filter/9'), { timeout: 5000 });
    expect(calls).toContainEqual(['saveFilter', { resource: 'change', name: 'High risk', filter: { risk: ['High'] } }]);
    expect(await screen.findByText('Filter saved successfully.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('opens a saved filter by its route: the id goes to the server, the chips and the drawer show its values', async () => {
    const calls = renderPanel('/service-desk/changes/filter/4', [{ id: 4, name: 'Open high', filter: { status_ids: [1], risk: ['High'] } }]);
    await waitFor(() => expect(calls.at(-1)).toEqual(['getList', expect.objectContaining({
      filter: { '@saved': 4, status_id: [1], '@custom': { risk: ['High'] } },
    })]), { timeout: 5000 });
    const chips = await screen.findByRole('group', { name: 'Active filters' }, { timeout: 5000 });
    await waitFor(() => expect(within(chips).getAllByRole('button').map((chip) => chip.getAttribute('aria-label') ?? chip.textContent))
      .toEqual(['Remove Saved filter: Open high', 'Remove Status: Open', 'Remove Risk: High', 'Clear filters']));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('combobox', { name: 'Saved filters' }, { timeout: 5000 })).toBeTruthy();
    expect(within(screen.getByRole('dialog', { name: 'Filters' })).getByText('Open high')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'High' })).toBeTruthy();
  });

  it('removes one value by its chip: the list becomes an ad-hoc filter of what is left', async () => {
    const calls = renderPanel('/service-desk/changes/filter/4', [{ id: 4, name: 'Open high', filter: { status_ids: [1], risk: ['High'] } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Risk: High' }, { timeout: 5000 }));
    await waitFor(() => expect(calls.at(-1)).toEqual(['getList', expect.objectContaining({ filter: { status_id: [1] } })]));
    expect(screen.queryByRole('button', { name: 'Remove Saved filter: Open high' })).toBeNull();
  });

  it('deletes the saved filter after confirming and returns to the plain list', async () => {
    const calls = renderPanel('/service-desk/changes/filter/4', [{ id: 4, name: 'Open high', filter: { status_ids: [1] } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    fireEvent.click(await screen.findByRole('button', { name: /delete filter/i }, { timeout: 5000 }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the saved filter' })).getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/service-desk/changes/list'), { timeout: 5000 });
    expect(calls).toContainEqual(['deleteFilter', { resource: 'change', id: 4 }]);
    expect(await screen.findByText('Filter deleted successfully.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Saved filter not found.')).toBeNull();
  });

  it('returns to the list when the id is not one of the caller\'s filters', async () => {
    renderPanel('/service-desk/changes/filter/77');
    expect(await screen.findByText('Saved filter not found.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/service-desk/changes/list');
  });
});
