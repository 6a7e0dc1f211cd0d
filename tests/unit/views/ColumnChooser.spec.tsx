// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import type { ColumnChoice } from '../../../src/engine/data';
import { columnStorageKey } from '../../../src/engine/hooks/useColumnChooser';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { SchemaList } from '../../../src/engine/views';
import { memoryDataProvider } from './memoryDataProvider';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const asset = defineResource(assetFile as unknown as ResourceFile);
const CHOICES: ColumnChoice[] = [
  { key: 'identifier', value: 'Identifier', display: true }, { key: 'name', value: 'Name', display: true },
  { key: 'serial_number', value: 'Serial number', display: false },
];
const rows = [{ id: 1, identifier: 'AST-1', name: 'Laptop one', serial_number: 'SN-77', is_edit: true, is_delete: true }];

function renderList() {
  const { provider } = memoryDataProvider(rows);
  const withChoices = { ...provider, columnChoices: async () => CHOICES };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={withChoices} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <SchemaList definition={asset} />
      </AdminContext>
    </MemoryRouter>,
  );
}

const headers = () => [...document.querySelectorAll('thead th')].map((cell) => cell.textContent).filter((text) => text && text !== 'Actions');

describe('the column chooser', () => {
  it('shows the displayed choices, adds a column from the menu and keeps the choice per resource', async () => {
    renderList();
    await screen.findByRole('cell', { name: 'Laptop one' });
    expect(headers()).toEqual(['Identifier', 'Name']);
    // The chooser loads with the lists that have one.
    fireEvent.click(await screen.findByRole('button', { name: 'Columns' }, { timeout: 5000 }));
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    const serial = within(menu).getByRole('menuitemcheckbox', { name: 'Serial number' });
    expect(serial.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(serial);
    expect(headers()).toEqual(['Identifier', 'Name', 'Serial number']);
    expect(screen.getByText('SN-77')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(columnStorageKey('asset'))!)).toEqual(['identifier', 'name', 'serial_number']);
    fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Identifier' }));
    expect(headers()).toEqual(['Name', 'Serial number']);
  });

  it('starts from the kept choice and never hides the last column', async () => {
    localStorage.setItem(columnStorageKey('asset'), JSON.stringify(['name']));
    renderList();
    await screen.findByRole('cell', { name: 'Laptop one' });
    expect(headers()).toEqual(['Name']);
    // The chooser loads with the lists that have one.
    fireEvent.click(await screen.findByRole('button', { name: 'Columns' }, { timeout: 5000 }));
    const name = within(await screen.findByRole('menu')).getByRole('menuitemcheckbox', { name: 'Name' });
    expect(name.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(name);
    expect(headers()).toEqual(['Name']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Default columns' }));
    expect(headers()).toEqual(['Identifier', 'Name']);
    expect(localStorage.getItem(columnStorageKey('asset'))).toBeNull();
  });
});
