// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import { describeField } from '../../../src/kernel';
import {
  AttachmentWidget, DateRangeWidget, DateTimeWidget, DateWidget, joinDateTime, ReferenceSelect, splitDateTime, SwitchWidget, timeOptions,
  type SchemaFormContext,
} from '../../../src/engine/widgets';

afterEach(cleanup);

const wrap = (node: ReactNode, dataProvider?: Partial<DataProvider> & Record<string, unknown>) =>
  render(<AdminContext i18nProvider={createI18nProvider()} dataProvider={dataProvider as DataProvider}>{node}</AdminContext>);

/** The props RJSF hands a widget, as far as ours read them. */
function props(name: string, schema: object, extra: Partial<WidgetProps> = {}, context?: Partial<SchemaFormContext>): WidgetProps {
  const descriptor = describeField(name, schema as never);
  return {
    id: `root_${name}`, name, label: descriptor.label, value: undefined, required: false, disabled: false, readonly: false,
    options: { descriptor }, schema, onChange: vi.fn(), onBlur: vi.fn(), onFocus: vi.fn(), rawErrors: [],
    registry: { formContext: { formData: {}, setField: vi.fn(), ...context } },
    ...extra,
  } as unknown as WidgetProps;
}

describe('time options', () => {
  it('run from 00:00 to 23:30 in 30-minute steps', () => {
    const times = timeOptions();
    expect(times).toHaveLength(48);
    expect([times[0], times[1], times.at(-1)]).toEqual(['00:00', '00:30', '23:30']);
  });
  it('split and join the server format', () => {
    expect(splitDateTime('2024-03-05 14:30:00')).toEqual({ date: '2024-03-05', time: '14:30' });
    expect(joinDateTime('2024-03-05', '14:30')).toBe('2024-03-05 14:30:00');
    expect(joinDateTime('2024-03-05', '')).toBe('2024-03-05 00:00:00');
    expect(joinDateTime('', '14:30')).toBeUndefined();
  });
});

describe('DateTimeWidget and DateRangeWidget', () => {
  it('emits YYYY-MM-DD HH:mm:ss when the date changes', () => {
    const p = props('starts_at', { type: 'string', format: 'date-time' }, { value: '2024-03-05 14:30:00' });
    const { container } = wrap(<DateTimeWidget {...p} />);
    fireEvent.change(container.querySelector('input[type="date"]')!, { target: { value: '2024-04-01' } });
    expect(p.onChange).toHaveBeenCalledWith('2024-04-01 14:30:00');
  });

  it('a range writes its start and its x-range-end partner', () => {
    const setField = vi.fn();
    const schema = { type: 'string', 'x-widget': 'daterange', 'x-range-end': 'ends_at' };
    const p = props('starts_at', schema, { value: '2024-03-05 09:00:00' }, { formData: { ends_at: '2024-03-06 10:00:00' }, setField });
    const { container } = wrap(<DateRangeWidget {...p} />);
    const [start, end] = container.querySelectorAll('input[type="date"]');
    expect((end as HTMLInputElement).value).toBe('2024-03-06');
    fireEvent.change(end, { target: { value: '2024-03-09' } });
    expect(setField).toHaveBeenCalledWith('ends_at', '2024-03-09 10:00:00');
    fireEvent.change(start, { target: { value: '2024-03-04' } });
    expect(p.onChange).toHaveBeenCalledWith('2024-03-04 09:00:00');
  });
});

describe('DateWidget', () => {
  it('is the date field alone: emits YYYY-MM-DD, and no value once cleared', () => {
    const p = props('founded_on', { type: 'string', format: 'date' }, { value: '2026-03-01' });
    const { container } = wrap(<DateWidget {...p} />);
    const input = container.querySelector('input[type="date"]') as HTMLInputElement;
    expect(input.value).toBe('2026-03-01');
    expect(screen.queryByLabelText('Time')).toBeNull();
    fireEvent.change(input, { target: { value: '2026-04-02' } });
    expect(p.onChange).toHaveBeenLastCalledWith('2026-04-02');
    fireEvent.change(input, { target: { value: '' } });
    expect(p.onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('AttachmentWidget', () => {
  it('emits the chosen File and shows its name and size', () => {
    const file = new File(['x'.repeat(1536)], 'contract.pdf');
    const p = props('attachment', { type: 'string', contentMediaType: 'application/octet-stream' });
    const { rerender } = wrap(<AttachmentWidget {...p} />);
    fireEvent.change(screen.getByLabelText('Attachment'), { target: { files: [file] } });
    expect(p.onChange).toHaveBeenCalledWith(file);
    rerender(<AdminContext i18nProvider={createI18nProvider()}><AttachmentWidget {...p} value={file} /></AdminContext>);
    expect(screen.getByText('contract.pdf (1.50 KB)')).toBeTruthy();
  });
});

describe('SwitchWidget', () => {
  it('emits a boolean', () => {
    const p = props('is_default', { type: 'boolean', 'x-widget': 'switch' }, { value: false });
    wrap(<SwitchWidget {...p} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Is default' }));
    expect(p.onChange).toHaveBeenCalledWith(true);
  });
});

describe('ReferenceSelect', () => {
  const schema = { type: 'integer', 'x-ref': { lookup: '/api/dependency/asset_types', meta: true }, 'x-read': 'parent.id', 'x-display': 'parent.name' };

  it('shows the current name from the record, searches the lookup as the user types, and emits the id', async () => {
    const lookup = vi.fn(async (_url: string, { search }: { search?: string }) =>
      [{ id: 1, name: 'Laptop' }, { id: 2, name: 'Phone' }].filter((item) => !search || item.name.includes(search)));
    const record = { id: 5, parent_id: 2, parent: { id: 2, name: 'Phone' } };
    const p = props('parent_id', schema, { value: 2 }, { record });
    wrap(<ReferenceSelect {...p} />, { lookup });
    const input = screen.getByRole('combobox', { name: 'Parent' }) as HTMLInputElement;
    expect(input.value).toBe('Phone');
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('/api/dependency/asset_types', { search: undefined, meta: true }));
    fireEvent.change(input, { target: { value: 'Lap' } });
    await waitFor(() => expect(lookup).toHaveBeenLastCalledWith('/api/dependency/asset_types', { search: 'Lap', meta: true }), { timeout: 2000 });
    const listbox = await screen.findByRole('listbox');
    await act(async () => { fireEvent.click(await within(listbox).findByText('Laptop')); });
    expect(p.onChange).toHaveBeenCalledWith(1);
  });
});
