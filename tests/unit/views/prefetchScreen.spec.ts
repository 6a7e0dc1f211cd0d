// A deep link's screen is read from its address and its first reads start before React draws, under
// the keys the screen's hooks read (react-admin's own for the record).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../../src/engine/constants';
import { actionFlagsQuery, activityQuery, FIRST_ACTIVITY_PAGE, formDescriptionQuery, recordQuery } from '../../../src/engine/hooks/showQueries';
import { PREFETCH_FRESH_MS, prefetchScreen, prefetchSession, screenAt } from '../../../src/engine/views/prefetchScreen';
import { definitionsOf } from '../../../src/resources/definitions';

// The app's definitions, of the model the setup read from schemas/.
const definitions = definitionsOf();

const problem = definitions.find((def) => def.name === 'problem')!;

describe('screenAt', () => {
  it.each([
    ['/service-desk/problem/2/show', 'show', '2'],
    ['/service-desk/problem/2/edit', 'edit', '2'],
    ['/service-desk/problem/create', 'create', undefined],
    ['/service-desk/problem/list', 'list', undefined],
  ])('%s is the problem %s screen', (path, slot, id) => {
    expect(screenAt(definitions, path)).toEqual({ definition: problem, slot, id });
  });

  it('is nothing on an address that is no resource screen', () => {
    expect(screenAt(definitions, '/change-approval/abc')).toBeUndefined();
    expect(screenAt(definitions, '/')).toBeUndefined();
  });
});

describe('prefetchScreen', () => {
  const provider = () => ({
    getOne: vi.fn(async () => ({ data: { id: 2, subject: 'Printer' } })),
    actions: vi.fn(async () => ({ problem_edit: true })),
    activity: vi.fn(async () => ({ data: [], total: 0 })),
    form: vi.fn(async (_resource: string, id?: string) => ({ schema: { type: 'object' }, record: id ? { id } : undefined })),
  });

  it('reads the record, its flags and its first tab (the activity log) under the keys the show page reads', async () => {
    const calls = provider();
    const client = new QueryClient();
    prefetchScreen({ definition: problem, slot: 'show', id: '2' }, calls as never, client);
    await vi.waitFor(() => expect(client.getQueryData(activityQuery(calls as never, 'problem', { id: 2, ...FIRST_ACTIVITY_PAGE }).queryKey)).toBeDefined());
    expect(client.getQueryData(['problem', 'getOne', { id: '2' }])).toEqual({ id: 2, subject: 'Printer' });
    expect(client.getQueryData(recordQuery(calls as never, 'problem', 2).queryKey)).toEqual({ id: 2, subject: 'Printer' });
    expect(client.getQueryData(actionFlagsQuery(calls as never, 'problem', 2).queryKey)).toEqual({ problem_edit: true });
    expect(calls.activity).toHaveBeenCalledWith('problem', { id: '2', page: 1, perPage: DEFAULT_PAGE_SIZE, order: 'desc' });
  });

  it('keeps what it read fresh for a while, so the screen does not ask again on arrival', async () => {
    const calls = provider();
    const client = new QueryClient();
    prefetchScreen({ definition: problem, slot: 'edit', id: '2' }, calls as never, client);
    await vi.waitFor(() => expect(client.getQueryData(['problem', 'getOne', { id: '2' }])).toBeDefined());
    const state = client.getQueryState(['problem', 'getOne', { id: '2' }])!;
    expect(state.dataUpdatedAt).toBeGreaterThan(Date.now() + PREFETCH_FRESH_MS / 2);
    expect(calls.actions).not.toHaveBeenCalled();
    expect(calls.activity).not.toHaveBeenCalled();
  });

  it('leaves a list and a create from the resource file to read for themselves', () => {
    const calls = provider();
    prefetchScreen({ definition: problem, slot: 'list' }, calls as never, new QueryClient());
    prefetchScreen({ definition: problem, slot: 'create' }, calls as never, new QueryClient());
    expect(calls.getOne).not.toHaveBeenCalled();
    expect(calls.form).not.toHaveBeenCalled();
  });

  it('reads the form the server describes (x-api.form) for a create or an edit, under the key the form reads, kept until it mounts', async () => {
    const calls = provider();
    const change = definitions.find((def) => def.name === 'change')!;
    const client = new QueryClient();
    prefetchScreen({ definition: change, slot: 'create' }, calls as never, client);
    prefetchScreen({ definition: change, slot: 'edit', id: '3' }, calls as never, client);
    const [created, edited] = [formDescriptionQuery(calls as never, 'change').queryKey, formDescriptionQuery(calls as never, 'change', 3).queryKey];
    await vi.waitFor(() => expect(client.getQueryData(edited)).toBeDefined());
    expect(client.getQueryData(created)).toEqual({ schema: { type: 'object' }, record: undefined });
    expect(client.getQueryData(edited)).toEqual({ schema: { type: 'object' }, record: { id: '3' } });
    // The edit's record comes with its form: no getOne.
    expect(calls.getOne).not.toHaveBeenCalled();
    // Nothing observes it yet, and it is still there a moment later (the form's own query keeps nothing unobserved).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.getQueryData(created)).toBeDefined();
    expect(client.getQueryState(created)!.dataUpdatedAt).toBeGreaterThan(Date.now() + PREFETCH_FRESH_MS / 2);
  });
});

describe('prefetchSession', () => {
  it('reads the session, role and identity under the keys react-admin\'s auth hooks read', async () => {
    const authProvider = {
      login: vi.fn(), logout: vi.fn(), checkError: vi.fn(),
      checkAuth: vi.fn(async () => undefined),
      getPermissions: vi.fn(async () => 'admin'),
      getIdentity: vi.fn(async () => ({ id: 1, fullName: 'Ada Admin' })),
    };
    const client = new QueryClient();
    prefetchSession(authProvider, client);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBe(true);
    expect(client.getQueryData(['auth', 'getPermissions', {}])).toBe('admin');
    expect(client.getQueryData(['auth', 'getIdentity'])).toEqual({ id: 1, fullName: 'Ada Admin' });
  });

  it('leaves a refused session to react-admin, which reads it again and sends people to the login page', async () => {
    const client = new QueryClient();
    prefetchSession({ login: vi.fn(), logout: vi.fn(), checkError: vi.fn(), checkAuth: vi.fn(async () => { throw new Error('401'); }) }, client);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
    expect(client.getQueryState(['auth', 'checkAuth', {}])?.status).toBe('error');
  });
});
