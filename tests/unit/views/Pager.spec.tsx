// @vitest-environment jsdom
// The one pager of lists, tabs and timelines: five numbered page links around the page shown (the
// spec's chunk of 5), the page size choice, and nothing but the choice while one page holds it all.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import { Pager } from '../../../src/engine/views/Pager';

afterEach(cleanup);

const draw = (total: number, page: number, perPage = 10) => {
  const onPage = vi.fn();
  const onPerPage = vi.fn();
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
      <Pager total={total} page={page} perPage={perPage} onPage={onPage} onPerPage={onPerPage} />
    </AdminContext>,
  );
  return { onPage, onPerPage };
};

const numbered = () => screen.queryAllByRole('button').map((button) => button.textContent).filter((text) => /^\d+$/.test(text ?? ''));

it('shows a chunk of five numbered page links around the page shown, with first and last', () => {
  const { onPage } = draw(200, 10);
  expect(numbered()).toEqual(['8', '9', '10', '11', '12']);
  expect(screen.getByText('91–100 of 200')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Go to page 12' }));
  expect(onPage).toHaveBeenLastCalledWith(12);
  fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
  expect(onPage).toHaveBeenLastCalledWith(20);
});

it('keeps five links at either end of the pages', () => {
  draw(200, 1);
  expect(numbered()).toEqual(['1', '2', '3', '4', '5']);
  cleanup();
  draw(200, 20);
  expect(numbered()).toEqual(['16', '17', '18', '19', '20']);
});

it('offers the page sizes 10, 25, 50 and 100', () => {
  const { onPerPage } = draw(40, 1);
  const select = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
  expect([...select.options].map((option) => option.value)).toEqual(['10', '25', '50', '100']);
  fireEvent.change(select, { target: { value: '50' } });
  expect(onPerPage).toHaveBeenCalledWith(50);
});

it('shows no page links while the rows fit the smallest page', () => {
  draw(7, 1);
  expect(numbered()).toEqual([]);
  expect(screen.getByText('1–7 of 7')).toBeTruthy();
});
