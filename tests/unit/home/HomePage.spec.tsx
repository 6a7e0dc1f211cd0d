// @vitest-environment jsdom
// The home page's blocks through what a user sees, each block answered on its own by the page's
// HomeApi: a block whose answer has not come draws its placeholder while the others show their
// figures; a failed block says so and reads itself again on retry; an empty block says what would
// appear and links to the list it comes from; a list block's rows open their records and its link
// says how many more there are. Every minute each block is read again, its figures kept meanwhile.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import problemFile from '../../../schemas/problem.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { HOME_REFRESH_MS, type HomeApi } from '../../../src/engine/home/homeApi';
import { HomePage } from '../../../src/engine/home/HomePage';
import { type BlockData, type BlockDescription, defineResource, type ResourceFile } from '../../../src/kernel';

afterEach(cleanup);

const problem = defineResource(problemFile as unknown as ResourceFile);
const BLOCKS: BlockDescription[] = [
  { id: 'slow', section: 'mine', kind: 'count', title: 'Slow to answer', resource: 'problem' },
  { id: 'mine', section: 'mine', kind: 'list', title: 'Problems assigned to me', resource: 'problem', empty: 'No open problem is assigned to you.' },
  { id: 'expiring', section: 'desk', kind: 'count', title: 'Contracts expiring in the next 30 days', resource: 'problem' },
  { id: 'nothing', section: 'desk', kind: 'count', title: 'Changes waiting', resource: 'problem', empty: 'No change waits for a CAB decision.' },
];

function homeApi(answers: Record<string, Array<() => Promise<BlockData>>>): HomeApi & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    blocks: async () => BLOCKS,
    block: (id) => {
      asked.push(id);
      const next = answers[id].length > 1 ? answers[id].shift()! : answers[id][0];
      return next();
    },
  };
}

const renderHome = (api: HomeApi) => render(
  <MemoryRouter>
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
      <HomePage api={api} definitions={[problem]} />
    </AdminContext>
  </MemoryRouter>,
);
const region = (name: string) => screen.getByRole('region', { name });

it('draws each block as its answer comes, one slow block holding none of the others, by section', async () => {
  const api = homeApi({
    slow: [() => new Promise(() => undefined)],
    mine: [async () => ({ total: 7, link: '/service-desk/problem/list?filter=%7B%7D', rows: [
      { id: 3, subject: 'VPN drops every hour', status_type_id: 1, priority_id: 2 },
      { id: 4, subject: 'Mail queue backlog', status_type_id: 1, priority_id: 2 },
    ] })],
    expiring: [async () => ({ total: 4, link: '/service-desk/contracts/list?filter=x' })],
    nothing: [async () => ({ total: 0, link: '/service-desk/changes/list?filter=y' })],
  });
  renderHome(api);
  const expiring = await screen.findByRole('link', { name: '4 in all: open the list' });
  expect(expiring.getAttribute('href')).toBe('/service-desk/contracts/list?filter=x');
  expect(within(region('Slow to answer')).getByLabelText('Loading')).toBeTruthy();
  expect(region('Slow to answer').getAttribute('aria-busy')).toBe('true');
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['My work', 'The desk']);
  const mine = region('Problems assigned to me');
  expect(within(mine).getByRole('link', { name: 'VPN drops every hour' }).getAttribute('href')).toBe('/service-desk/problem/3/show');
  expect(within(mine).getByRole('link', { name: '5 more: open the list' }).getAttribute('href')).toBe('/service-desk/problem/list?filter=%7B%7D');
  const nothing = region('Changes waiting');
  expect(within(nothing).getByText('No change waits for a CAB decision.')).toBeTruthy();
  expect(within(nothing).getByRole('link', { name: 'open the list' }).getAttribute('href')).toBe('/service-desk/changes/list?filter=y');
});

it('says a block could not be loaded, and reads it again on retry', async () => {
  const api = homeApi({
    slow: [async () => ({ total: 1 })],
    mine: [async () => ({ total: 0 })],
    expiring: [() => Promise.reject(new Error('500')), async () => ({ total: 2, link: '/service-desk/contracts/list' })],
    nothing: [async () => ({ total: 0 })],
  });
  renderHome(api);
  await screen.findByRole('region', { name: 'Contracts expiring in the next 30 days' });
  const expiring = () => region('Contracts expiring in the next 30 days');
  await within(expiring()).findByText('This block could not be loaded.');
  expect(await screen.findByText('No open problem is assigned to you.')).toBeTruthy();
  fireEvent.click(within(expiring()).getByRole('button', { name: 'retry' }));
  expect((await within(expiring()).findByRole('link', { name: '2 in all: open the list' })).textContent).toBe('2');
  expect(api.asked.filter((id) => id === 'expiring')).toHaveLength(2);
});

it('reads every block again each minute, keeping its figures on screen while it does', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    let expiring = 4;
    const api = homeApi({
      slow: [async () => ({ total: 1 })],
      mine: [async () => ({ total: 0 })],
      expiring: [async () => ({ total: expiring, link: '/service-desk/contracts/list' })],
      nothing: [async () => ({ total: 0 })],
    });
    renderHome(api);
    await screen.findByRole('link', { name: '4 in all: open the list' });
    expiring = 5;
    await act(() => vi.advanceTimersByTimeAsync(HOME_REFRESH_MS - 1000));
    expect(screen.getByRole('link', { name: '4 in all: open the list' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('link', { name: '5 in all: open the list' })).toBeTruthy();
    expect(api.asked.filter((id) => id === 'expiring')).toHaveLength(2);
    expect(screen.queryAllByLabelText('Loading')).toHaveLength(0);
  } finally {
    vi.useRealTimers();
  }
});
