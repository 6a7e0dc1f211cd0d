// @vitest-environment jsdom
// A change's show page: cards of custom values, the duration dialog of an x-actions command with
// fields, and actions that stay visible but disabled with the reason while edits are not allowed.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import changeFile from '../../../schemas/change.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import SchemaShow from '../../../src/engine/views/SchemaShow';

afterEach(cleanup);

const change = defineResource(changeFile as unknown as ResourceFile);
const record = {
  id: 5, subject: 'Add log volume to DB01', change_type_id: 1, change_type: { id: 1, name: 'Minor' },
  agent_id: 2, agent: { id: 2, name: 'Alan Agent', full_name: 'Alan Agent' }, total_activity_duration: 95,
  change_raised_on: '2026-03-02 09:00:00', change_closed_on: null,
  custom_field_values_for_change_form_builder_only: [{ label: 'Risk', value: 'Medium', field_type: 'select' }],
  custom_field_values_for_change_type: [
    { label: 'Maintenance window', value: '2026-05-14 22:00:00', field_type: 'date' },
    { label: 'Rollback tested', value: null, field_type: 'select' },
  ],
};

function renderShow(flags: Record<string, boolean>) {
  const provider = {
    getOne: vi.fn(async () => ({ data: record })),
    actions: vi.fn(async () => flags),
    activity: vi.fn(async () => ({ data: [], total: 0 })),
    command: vi.fn(async () => ({ meta: { message: 'Activity duration updated successfully.' } })),
  };
  render(
    <MemoryRouter initialEntries={['/service-desk/changes/5/show']}>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes><Route path={change.routes.showPattern!} element={<SchemaShow definition={change} />} /></Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

const open = { change_edit: true, change_details_edit_permission: true, change_close: true };

describe('the change header', () => {
  it('shows the creator as a link, the duration as hours and minutes, and a card per list of custom values', async () => {
    renderShow(open);
    const typeCard = await screen.findByRole('region', { name: 'Minor' }, { timeout: 5000 });
    expect(within(typeCard).getByText('May 14th 2026, 10:00 pm')).toBeTruthy();
    expect(within(typeCard).getByText('---')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Custom fields' })).getByText('Medium')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alan Agent' }).getAttribute('href')).toBe('/user/2');
    expect(screen.getByText('1h 35m')).toBeTruthy();
  });

  it('edits the duration in a dialog, sending minutes, and reloads', async () => {
    const provider = renderShow(open);
    fireEvent.click(await screen.findByRole('button', { name: /change duration/i }, { timeout: 5000 }));
    // The dialog's form is loaded on demand.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10000 });
    expect((within(dialog).getByLabelText('Hours') as HTMLInputElement).value).toBe('1');
    fireEvent.change(within(dialog).getByLabelText('Hours'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Minutes'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Hours'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Minutes'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(provider.command).toHaveBeenCalledWith('change', 'duration', 5, { total_activity_duration: 125 }));
    expect(await screen.findByText('Activity duration updated successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(provider.getOne.mock.calls.length).toBeGreaterThan(1));
  });

  it('without the edit permission keeps the actions visible, disabled, with can_not_update_change', async () => {
    renderShow({ change_details_edit_permission: false });
    const more = await screen.findByRole('button', { name: 'More' }, { timeout: 5000 });
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /change duration/i }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseOver(more.parentElement!);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('You are not allowed to update this change.');
  });
});
