// @vitest-environment jsdom
// A deep link to a problem: prefetchScreen reads before React draws, and the show page then draws the
// record, its menus and its activity log from the cache, without asking the server again.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import { prefetchScreen } from '../../../src/engine/views/prefetchScreen';
import SchemaShow from '../../../src/engine/views/SchemaShow';
import { definitionsOf } from '../../../src/resources/definitions';

// The app's definitions, of the model the setup read from schemas/.
const definitions = definitionsOf();

afterEach(cleanup);

const problem = definitions.find((def) => def.name === 'problem')!;

it('draws the record, its menus and its activity from what was read before it mounted', async () => {
  const provider = {
    getOne: vi.fn(async () => ({ data: { id: 2, subject: 'Printer on fire', description: '<p>Smoke</p>', created_at: '2024-03-05 14:30:00' } })),
    actions: vi.fn(async () => ({ problem_edit: true, check_planning: true })),
    activity: vi.fn(async () => ({ data: [{ id: 1, name: '<b>Ada</b> created this problem', created_at: '2024-03-05 14:30:00', creator: null }], total: 1 })),
  };
  const queryClient = new QueryClient();
  prefetchScreen({ definition: problem, slot: 'show', id: '2' }, provider as never, queryClient);
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  render(
    <MemoryRouter initialEntries={['/service-desk/problem/2/show']}>
      <AdminContext dataProvider={provider as unknown as DataProvider} queryClient={queryClient} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes><Route path={problem.routes.showPattern!} element={<SchemaShow definition={problem} />} /></Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  // Drawn in the first pass: no loader in between.
  expect(screen.getByRole('heading', { name: 'Printer on fire' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Planning' })).toBeTruthy();
  expect(screen.getByText('created this problem', { exact: false })).toBeTruthy();
  expect([provider.getOne, provider.actions, provider.activity].map((call) => call.mock.calls.length)).toEqual([1, 1, 1]);

  // The log's page size is the pager's native select, its order one button that switches it; each reads the log again.
  fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '25' } });
  fireEvent.click(screen.getByRole('button', { name: 'Newest first' }));
  await vi.waitFor(() => expect(provider.activity).toHaveBeenLastCalledWith('problem', { id: 2, page: 1, perPage: 25, order: 'asc' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Oldest first' }));
  await vi.waitFor(() => expect(provider.activity).toHaveBeenLastCalledWith('problem', { id: 2, page: 1, perPage: 25, order: 'desc' }));
});
