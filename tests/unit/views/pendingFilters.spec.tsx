// @vitest-environment jsdom
// Two inputs of the filter drawer changed one right after the other: the second builds on the first,
// even before the list has applied it (the address changes on a later tick, in a transition).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import releaseFile from '../../../schemas/release.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { SchemaList } from '../../../src/engine/views';
import { memoryDataProvider } from './memoryDataProvider';

afterEach(cleanup);

// The shipped file with its planned end filter alone: a dozen selects make jsdom slow.
const file = releaseFile as unknown as ResourceFile;
const release = defineResource({ ...file, 'x-list': { ...file['x-list']!, filters: file['x-list']!.filters!.filter((filter) => filter.param === 'planned_end_date') } });

it('sends a within-last count typed and its unit chosen at once as one range', async () => {
  const { provider, calls } = memoryDataProvider([{ id: 1, subject: 'Q1 desktop image', identifier: 'REL-0001' }]);
  Object.assign(provider, { customFields: async () => [], savedFilters: async () => [] });
  render(
    <MemoryRouter initialEntries={[release.routes.list]}>
      <AdminContext dataProvider={provider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes>
          <Route path={release.routes.list} element={<SchemaList definition={release} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
  const count = await screen.findByRole('textbox', { name: /planned end date within last/i });
  // The count, then the unit in the same task: the list has not yet applied the count.
  act(() => {
    fireEvent.change(count, { target: { value: '24' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /unit/i }));
  });
  fireEvent.click(screen.getByRole('option', { name: 'months' }));
  await waitFor(() => expect(calls.at(-1)).toEqual(['getList', expect.objectContaining({ filter: { planned_end_date: { last: '24~month' } } })]));
  expect((count as HTMLInputElement).value).toBe('24');
});
