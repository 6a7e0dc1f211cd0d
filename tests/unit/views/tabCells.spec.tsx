// @vitest-environment jsdom
// Every tab column of every resource file: a date or an amount never shows as the server stores it.
// Each column's cell is drawn as the tabs draw it (LinksTable, the column's property chosen by
// tabCellField from the resource the tab lists) with a wire date, then with an amount, at its path.
import { cleanup, render } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import type { ResourceDefinition, AssociatesColumn, PropertySchema } from '../../../src/kernel';
import { columnOf } from '../../../src/engine/views/columns';
import { LinksTable } from '../../../src/engine/views/LinksTable';
import { tabCellField } from '../../../src/engine/views/tabCellField';
import { definitionsOf } from '../../../src/resources/definitions';

// The app's definitions, of the model the setup read from schemas/.
const definitions = definitionsOf();

afterEach(cleanup);

const RAW_DATE = '2025-07-01 00:00:00';
const SHOWN_DATE = 'July 1st 2025, 12:00 am';

/** A row holding `value` at the column's first path, nested as the server nests it. */
function rowWith(path: string, value: unknown): Record<string, unknown> {
  const keys = path.split('|')[0].split('.');
  const row: Record<string, unknown> = { id: 1 };
  let at = row;
  for (const key of keys.slice(0, -1)) {
    const inner: Record<string, unknown> = {};
    at[key] = inner;
    at = inner;
  }
  at[keys[keys.length - 1]] = value;
  return row;
}

function cellTextOf(records: ResourceDefinition | undefined, column: AssociatesColumn, value: unknown): string {
  const { container } = render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <LinksTable label="tab" columns={[column]} rows={[rowWith(column.path, value) as never]} rowHref={() => undefined}
          fieldOf={(chosen) => tabCellField(records, chosen)} />
      </AdminContext>
    </MemoryRouter>,
  );
  const text = container.querySelector('tbody td')?.textContent ?? '';
  cleanup();
  return text;
}

/** What the column holds, read from the listed resource's file rather than from the engine's choice. */
function typeOf(records: ResourceDefinition | undefined, column: AssociatesColumn): 'date' | 'money' | undefined {
  const property = records?.file.properties[column.path] as PropertySchema | undefined;
  if (property?.['x-widget'] === 'money') return 'money';
  if (property?.format === 'date-time') return 'date';
  // No property says (a reply's time): the name does.
  return !property && /(_at|_date)$/.test(column.path) ? 'date' : undefined;
}

const tabColumns = definitions.flatMap((definition) => (definition.show.tabs ?? []).flatMap((tab, index) =>
  (tab.columns ?? []).map((raw) => ({ definition, tab: tab.label, records: definition.tabRecords[index], column: columnOf(raw) }))));

describe('tab cells', () => {
  it('walks the tab columns of the resource files, dates and amounts among them', () => {
    const typed = tabColumns.filter(({ records, column }) => typeOf(records, column) !== undefined).map(({ definition, tab, column }) => `${definition.name}/${tab}/${column.path}`);
    expect(typed).toEqual(expect.arrayContaining([
      'vendor/Associated contracts/cost', 'vendor/Associated contracts/contract_start_date', 'vendor/Associated contracts/contract_end_date',
      'asset/Associated releases/planned_start_date', 'asset/Associated releases/planned_end_date',
      'contract/Contract history/cost', 'change/Tasks/task_start_date', 'ticket/Replies/created_at',
    ]));
  });

  it.each(tabColumns.map((entry) => [`${entry.definition.name} / ${entry.tab} / ${entry.column.path}`, entry] as const))('%s shows no raw date or amount', (_, { records, column }) => {
    const type = typeOf(records, column);
    if (type === 'date') {
      expect(cellTextOf(records, column, RAW_DATE)).toBe(SHOWN_DATE);
      expect(cellTextOf(records, column, '0000-00-00 00:00:00')).toBe('---');
    } else if (type === 'money') {
      expect(cellTextOf(records, column, 1200)).toBe('1,200.00');
    } else {
      // Whatever else it holds, a wire date in it reads as a date.
      expect(cellTextOf(records, column, RAW_DATE)).not.toContain(RAW_DATE);
    }
  });
});
