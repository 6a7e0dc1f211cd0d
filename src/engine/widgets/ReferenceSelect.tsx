import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import type { RaRecord } from 'ra-core';
import type { LookupItem } from '../data';
import { shownAt } from '../../kernel';
import { AddNewButton } from './AddNewButton';
import { LookupSelect } from './LookupSelect';
import { descriptorOf, formContextOf } from './widgetContext';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);
// A typed e-mail of a taggable reference reads as { id: address, name: null, email: address }.
const namesOf = (shown: unknown): string[] => asList(shown).map((item) => {
  if (!item || typeof item !== 'object') return String(item);
  const { name, email, id } = item as { name?: unknown; email?: unknown; id?: unknown };
  return String(name ?? email ?? id ?? '');
});

/** The options the form leaves out (toUiSchema: those only the record's actions reach). */
const reservedOf = (options: WidgetProps['options']) => (Array.isArray(options.reserved) ? options.reserved as unknown[] : undefined);

/**
 * A reference property: an Autocomplete fed by the lookup endpoint, searching as the user types; the
 * options of an x-ref.dependsOn input come from the form, and an x-ref.create one has an add-new button.
 */
export function ReferenceSelect({ id, label, value, required, disabled, readonly, options, registry, onChange: change, rawErrors }: WidgetProps) {
  const field = descriptorOf(options);
  // A list of at most one item (user_ids, maxItems 1) is one plain select writing a one-item list.
  const oneOfList = field.reference?.multiple === true && field.schema.maxItems === 1;
  const descriptor = useMemo(() => (oneOfList ? { ...field, reference: { ...field.reference!, multiple: false } } : field), [field, oneOfList]);
  const onChange = (next: unknown) => change(oneOfList ? (next === undefined ? undefined : [next]) : next);
  const { record, optionsOf, createTargets } = formContextOf(registry);
  // Records made through the add-new dialog, named before the look-up knows them.
  const [created, setCreated] = useState<LookupItem[]>([]);
  // Before the options arrive, the record already knows the current names (x-display).
  const known = useMemo(() => {
    // The record is normalised: the written ids sit under the property's own name.
    const ids = asList(record?.[descriptor.name]);
    const names = namesOf(record ? shownAt(record, descriptor.displayPath) : undefined);
    return [...ids.map((item, index) => ({ id: item as LookupItem['id'], name: names[index] ?? String(item) })), ...created];
  }, [record, descriptor, created]);
  const target = createTargets?.[descriptor.name];
  const choose = (saved: RaRecord) => {
    setCreated((list) => [...list, { id: saved.id, name: String(saved[target!.recordRepresentation] ?? saved.id) }]);
    onChange(descriptor.reference?.multiple ? [...asList(value), saved.id] : saved.id);
  };
  const select = (
    <LookupSelect id={id} descriptor={descriptor} value={value} onChange={onChange} label={label} required={required} exclude={reservedOf(options)}
      disabled={disabled || readonly} error={(rawErrors?.length ?? 0) > 0} known={known}
      items={descriptor.reference?.dependsOn ? optionsOf?.[descriptor.name] ?? [] : undefined} />
  );
  if (!target) return select;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flexGrow: 1 }}>{select}</Box>
      <AddNewButton target={target} onCreated={choose} disabled={disabled || readonly} />
    </Box>
  );
}
