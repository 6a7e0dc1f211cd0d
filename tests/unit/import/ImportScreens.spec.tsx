// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import { DryRunPreview } from '../../../src/overrides/import/DryRunPreview';
import { MappingTable } from '../../../src/overrides/import/MappingTable';
import { importMessages } from '../../../src/overrides/import/messages';

afterEach(cleanup);

const wrap = (node: React.ReactNode) => render(<AdminContext i18nProvider={createI18nProvider(importMessages)}>{node}</AdminContext>);
const column = (uuid: string, label: string, extra = {}) => ({ uuid, label, type: 'text', required: false, hidden: false, nested: false, description: `About ${label}`, mapped_to: null, ...extra });

describe('MappingTable', () => {
  it('offers every column of the file, with its first values, for each visible property and reports the choice', () => {
    const onChange = vi.fn();
    wrap(<MappingTable columns={[column('name', 'Name', { required: true }), column('secret', 'Secret', { hidden: true })]}
      headers={[{ id: 1, name: 'Title', samples: ['Laptop 1', 'Laptop 2'] }, { id: 2, name: 'Kind', samples: [] }]} mapped={{ name: 1 }}
      errors={{ name: 'Name is required: map a column to it.' }} showRequired onChange={onChange} />);
    expect(screen.getByRole('rowheader', { name: 'Name *' })).toBeTruthy();
    expect(screen.queryByText('Secret')).toBeNull();
    expect(screen.getByText('Name is required: map a column to it.')).toBeTruthy();
    // The mapped column's values show beside its select.
    expect(screen.getByText('Laptop 1, Laptop 2')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Name/ }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(['— not imported —', 'TitleLaptop 1, Laptop 2', 'Kindempty in the first rows']);
    fireEvent.click(options.getByRole('option', { name: /^Kind/ }));
    expect(onChange).toHaveBeenCalledWith('name', 2);
  });
});

describe('DryRunPreview', () => {
  it('shows what each row would become: values, old → new, or why it is refused', () => {
    wrap(<DryRunPreview rows={[
      { row: 2, action: 'create', values: [{ field: 'Name', value: 'Laptop 1' }, { field: 'Asset type', value: 'Laptop' }], changes: [], problems: [] },
      { row: 3, action: 'update', values: [], changes: [{ field: 'Status', old: 'In use', new: 'Missing' }, { field: 'Location', old: '', new: 'Remote' }], problems: [] },
      { row: 4, action: 'reject', values: [], changes: [], problems: [{ kind: 'failed', field: 'Asset type', comment: 'No asset type is named "X".' }] },
      { row: 5, action: 'unchanged', values: [], changes: [], problems: [] },
    ]} />);
    const rows = within(screen.getByRole('table', { name: /dry run: the first 4 rows/i })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2createName: Laptop 1 · Asset type: Laptop',
      '3updateStatus: In use → MissingLocation: --- → Remote',
      '4rejectAsset type: No asset type is named "X".',
      '5unchangedmatches the asset already',
    ]);
  });
});
