import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Json } from './propertyKinds';
import { OrderedList, type OrderedItem } from './OrderedList';
import { moved, propertiesOf, withListKeyword, withProperty, placesOf } from './resourceEdits';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list's columns and filters as x-list has them, reordered, added to and removed from. */
export function ListTab({ file, onChange }: { file: Json; onChange(file: Json): void }) {
  const translate = useTranslate();
  const list = isObject(file['x-list']) ? file['x-list'] : undefined;
  if (!list) return <Typography>{translate('data_model.list.no_list')}</Typography>;
  const properties = propertiesOf(file);
  const titleOf = (name: string) => String(properties[name]?.title ?? name);
  const columns: unknown[] = Array.isArray(list.columns) ? list.columns : [];
  const filters: Json[] = Array.isArray(list.filters) ? list.filters as Json[] : [];
  const columnItem = (column: unknown): OrderedItem => (typeof column === 'string' ? { key: column, label: titleOf(column) }
    : { key: String((column as Json).path), label: String((column as Json).label ?? (column as Json).path) });
  const filterItem = (filter: Json): OrderedItem => ({ key: String(filter.field), label: String(filter.label ?? titleOf(String(filter.field))) });
  const unused = (used: string[]) => Object.keys(properties).filter((name) => !used.includes(name)).map((name) => ({ key: name, label: titleOf(name) }));
  const reorder = <T,>(items: T[], index: number, delta: -1 | 1) => moved(items, items[index], delta);
  const add = (name: string, key: 'inList' | 'inFilter') => onChange(withProperty(file, name, properties[name], { ...placesOf(file, name), [key]: true }));
  return (
    <>
      <OrderedList
        heading={translate('data_model.list.columns')}
        items={columns.map(columnItem)}
        choices={unused(columns.map((column) => columnItem(column).key))}
        addLabel={translate('data_model.list.add_column')}
        onMove={(index, delta) => onChange(withListKeyword(file, 'columns', reorder(columns, index, delta)))}
        onRemove={(index) => onChange(withListKeyword(file, 'columns', columns.filter((_, at) => at !== index)))}
        onAdd={(name) => add(name, 'inList')}
      />
      <OrderedList
        heading={translate('data_model.list.filters')}
        items={filters.map(filterItem)}
        choices={unused(filters.map((filter) => String(filter.field)))}
        addLabel={translate('data_model.list.add_filter')}
        onMove={(index, delta) => onChange(withListKeyword(file, 'filters', reorder(filters, index, delta)))}
        onRemove={(index) => onChange(withListKeyword(file, 'filters', filters.filter((_, at) => at !== index)))}
        onAdd={(name) => add(name, 'inFilter')}
      />
    </>
  );
}
