// @vitest-environment jsdom
// The show page's menus draw and run each item through the menu-item kind registry: a kind registered
// here is offered, named, gated by the resource's roles and opens its own dialog.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import vendorFile from '../../../schemas/vendor.json';
import type { MenuItemKind } from '../../../src/engine/menuItems/menuItemKind';
import { MENU_ITEM_KINDS } from '../../../src/engine/menuItems/menuItemKinds';
import { createI18nProvider } from '../../../src/engine/i18n';
import SchemaShow from '../../../src/engine/views/SchemaShow';
import { MENU_ITEM_RULES, type MenuItemRules, type ResourceFile, type Role, defineResource } from '../../../src/kernel';
import { signedInAs } from './signedInAs';

const kinds = MENU_ITEM_KINDS as Record<string, MenuItemKind>;
const rules = MENU_ITEM_RULES as Record<string, MenuItemRules>;
afterEach(() => { cleanup(); delete kinds.wizard; delete rules.wizard; });

// "wizard": a dialog of its own, named by the record, offered only to a record with an e-mail.
const wizard: MenuItemKind = {
  role: 'write',
  offered: (_item, _definition, record) => Boolean(record.email),
  label: (_item, _definition, translate) => translate('sd.action.wizard', { _: 'start the wizard' }),
  Dialog: ({ record, item, onClose }) => (item ? <div role="dialog" aria-label="wizard">{`the wizard of ${record.name}`}<button type="button" onClick={onClose}>close</button></div> : null),
};

const file = vendorFile as unknown as ResourceFile;
const vendor = defineResource({ ...file, 'x-show': { ...file['x-show'], menus: [{ label: '', items: [{ kind: 'wizard' as never }, { kind: 'edit', flag: 'edit' }] }] } });

function renderShow(record: Record<string, unknown>, role: Role = 'admin') {
  const provider = { getOne: vi.fn(async () => ({ data: record })), associates: vi.fn(async () => ({ data: [] })) };
  render(
    <MemoryRouter initialEntries={['/service-desk/vendor/4/show']}>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={signedInAs(role)} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes>
          <Route path={vendor.routes.showPattern!} element={<SchemaShow definition={vendor} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('a menu-item kind found through the registry', () => {
  it('is drawn with its words beside the built-in edit link, and opens its own dialog', async () => {
    rules.wizard = {};
    kinds.wizard = wizard;
    renderShow({ id: 4, name: 'Lenovo', email: 'sales@lenovo.example.com', is_edit: true });
    fireEvent.click(await screen.findByRole('button', { name: 'start the wizard' }));
    const dialog = await screen.findByRole('dialog', { name: 'wizard' });
    expect(dialog.textContent).toContain('the wizard of Lenovo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog', { name: 'wizard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'edit' }).getAttribute('href')).toBe('/service-desk/vendor/4/edit');
  });

  it.each([
    ['the kind says the record does not offer it', { email: '' }, 'admin' as const],
    ['the kind\'s role is not the signed-in person\'s (vendors are written by administrators)', {}, 'agent' as const],
  ])('is left out where %s', async (_, changes, role) => {
    rules.wizard = {};
    kinds.wizard = wizard;
    renderShow({ id: 4, name: 'Lenovo', email: 'sales@lenovo.example.com', is_edit: true, ...changes }, role);
    expect(await screen.findByRole('link', { name: 'edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'start the wizard' })).toBeNull();
  });
});
