// @vitest-environment jsdom
// The rows of a report: the subject list's table with the chosen columns in order and no row actions,
// filtered by the report's (fixed) filters.
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { ReportRows, ReportTable } from '../../../src/overrides/reports/ReportRows';
import { memoryDataProvider } from '../views/memoryDataProvider';

afterEach(cleanup);

const asset = defineResource(assetFile as unknown as ResourceFile);

it('shows the chosen columns in their order, without view, edit or delete, under the report\'s filters', async () => {
  const { provider, calls } = memoryDataProvider([
    { id: 1, name: 'Dell Latitude', identifier: 'AST-0001', asset_type: { id: 4, name: 'Laptop' }, is_edit: true, is_delete: true },
  ]);
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <ReportRows subject={asset} filters={{ asset_type_id: [4] }} editable={false}>
          <ReportTable subject={asset} columns={['name', 'asset_type_id']} />
        </ReportRows>
      </AdminContext>
    </MemoryRouter>,
  );
  const row = (await screen.findByRole('link', { name: 'Dell Latitude' })).closest('tr')!;
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Asset type']);
  expect(within(row).getByText('Laptop')).toBeTruthy();
  expect(within(row).queryByRole('button', { name: 'delete' })).toBeNull();
  expect(within(row).queryByRole('link', { name: 'edit' })).toBeNull();
  expect(calls[0]).toEqual(['getList', expect.objectContaining({ filter: { asset_type_id: [4] } })]);
});
