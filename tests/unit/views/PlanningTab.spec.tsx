// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import problemFile from '../../../schemas/problem.json';
import type { PlanningEntry } from '../../../src/engine/data';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { AlertArea } from '../../../src/engine/views/AlertArea';
import { PlanningTab } from '../../../src/engine/views/PlanningTab';
import SchemaShow from '../../../src/engine/views/SchemaShow';

afterEach(cleanup);

const problem = defineResource(problemFile as unknown as ResourceFile);
const ENTRIES: PlanningEntry[] = [
  { key: 'root-cause', description: '<p>Backup job <strong>locks</strong> the spool</p><script>window.__pwned=1</script>',
    updated_at: '2026-01-02 10:30:00', attachment: { id: 9, value: 'rca.pdf', size: 1536, type: 'application/pdf', owner: 'sd_problem_planning:4' } },
  { key: 'solution', title: 'Reschedule', description: '<p>Move it</p>', updated_at: '2026-01-03 09:00:00', attachment: null },
];

function providerWith(entries: PlanningEntry[], save = vi.fn(async () => ({ meta: { message: 'Solution saved successfully.' } }))) {
  return {
    planning: vi.fn(async () => entries),
    planningEntry: vi.fn(async (_: string, __: unknown, key: string) => entries.find((entry) => entry.key === key) ?? { key, description: '', attachment: null }),
    savePlanning: save,
    deletePlanning: vi.fn(async () => ({ meta: { message: 'Root cause deleted successfully.' } })),
  };
}

function renderTab(provider: ReturnType<typeof providerWith>, onChanged = vi.fn()) {
  render(
    <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
      <AlertArea area={problem.alert} />
      <PlanningTab definition={problem} id={4} version={0} onChanged={onChanged} />
    </AdminContext>,
  );
  return onChanged;
}

describe('PlanningTab', () => {
  it('shows the entries in kind order with sanitised HTML and a download link with the size', async () => {
    renderTab(providerWith(ENTRIES));
    const list = await screen.findByRole('list', { name: 'Planning entries' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Root cause', 'Solution']);
    expect(screen.getByText('locks').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Reschedule')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'rca.pdf (1.50 KB)' });
    expect(link.getAttribute('href')).toBe('/service-desk/download/9/sd_problem_planning%3A4/attachment');
  });

  it('says no data found when there is no entry, or the load fails', async () => {
    const provider = providerWith([]);
    provider.planning.mockRejectedValueOnce(new Error('down'));
    renderTab(provider);
    expect(await screen.findByText('no data found')).toBeTruthy();
  });

  it('deletes an entry after confirmation, reports it and reloads the page', async () => {
    const provider = providerWith(ENTRIES);
    const onChanged = renderTab(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Root cause' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete the Root cause entry?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(provider.deletePlanning).toHaveBeenCalledWith('problem', 4, 'root-cause');
    expect((await screen.findByRole('alert')).textContent).toContain('Root cause deleted successfully.');
  });

  it('edits a solution: the title rule is checked before sending, then the entry is saved', async () => {
    const provider = providerWith(ENTRIES);
    const onChanged = renderTab(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Solution' }));
    const title = await screen.findByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Reschedule');
    fireEvent.change(title, { target: { value: 'x'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('The title should be less than 50 characters.')).toBeTruthy();
    expect(provider.savePlanning).not.toHaveBeenCalled();
    fireEvent.change(title, { target: { value: 'Move the job' } });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(provider.savePlanning).toHaveBeenCalledWith('problem', 4,
      { key: 'solution', description: '<p>Move it</p>', title: 'Move the job', file: undefined, removeFile: false });
    expect((await screen.findByRole('alert')).textContent).toContain('Solution saved successfully.');
  });

  it('shows the messages of a 412 on the fields and stays open', async () => {
    const save = vi.fn(async () => { throw new HttpError('invalid', 412, { message: 'x', errors: { description: 'This field is required.' } }); });
    renderTab(providerWith(ENTRIES, save));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Root cause' }));
    fireEvent.click(await screen.findByRole('button', { name: 'submit' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('a tab with a flag', () => {
  const record = { id: 4, subject: 'Mail stalls', description: '<p>x</p>', active: 1 };
  const renderShow = (granted: boolean) => {
    const provider = {
      ...providerWith(ENTRIES),
      getOne: vi.fn(async () => ({ data: record })),
      actions: vi.fn(async () => ({ check_planning: granted })),
      activity: vi.fn(async () => ({ data: [], total: 0 })),
    };
    render(
      <MemoryRouter initialEntries={['/service-desk/problem/4/show']}>
        <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
          <Routes><Route path={problem.routes.showPattern!} element={<SchemaShow definition={problem} />} /></Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    return provider;
  };

  it.each([[true, 1], [false, 0]])('shows the planning tab and menu only when check_planning is %s', async (granted, shown) => {
    const provider = renderShow(granted);
    await screen.findByRole('tab', { name: 'Activity log' });
    await waitFor(() => expect(provider.actions).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryAllByRole('tab', { name: 'Planning' })).toHaveLength(shown));
    expect(screen.queryAllByRole('button', { name: 'Planning' })).toHaveLength(shown);
  });

  it('opens the popup of a kind from the Planning menu', async () => {
    const provider = renderShow(true);
    // The menu shows once the record, its flags and the menu's own code have arrived.
    fireEvent.click(await screen.findByRole('button', { name: 'Planning' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Symptoms' }));
    expect(await screen.findByRole('heading', { name: 'Symptoms' })).toBeTruthy();
    expect(provider.planningEntry).toHaveBeenCalledWith('problem', 4, 'symptoms');
    fireEvent.click(await screen.findByRole('button', { name: 'submit' }, { timeout: 5000 }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(provider.savePlanning).not.toHaveBeenCalled();
  });
});
