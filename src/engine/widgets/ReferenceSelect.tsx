import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { LookupItem } from '../data';
import { shownAt } from '../schema/readShape';
import { LookupSelect } from './LookupSelect';
import { descriptorOf, formContextOf } from './widgetContext';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);
const namesOf = (shown: unknown): string[] =>
  asList(shown).map((item) => (item && typeof item === 'object' ? String((item as { name?: unknown }).name ?? '') : String(item)));

/** A reference property: an Autocomplete fed by the lookup endpoint, searching as the user types. */
export function ReferenceSelect({ id, label, value, required, disabled, readonly, options, registry, onChange, rawErrors }: WidgetProps) {
  const descriptor = descriptorOf(options);
  const { record } = formContextOf(registry);
  // Before the options arrive, the record already knows the current names (x-display).
  const known = useMemo(() => {
    // The record is normalised: the written ids sit under the property's own name.
    const ids = asList(record?.[descriptor.name]);
    const names = namesOf(record ? shownAt(record, descriptor.displayPath) : undefined);
    return ids.map((item, index) => ({ id: item as LookupItem['id'], name: names[index] ?? String(item) }));
  }, [record, descriptor]);
  return (
    <LookupSelect id={id} descriptor={descriptor} value={value} onChange={onChange} label={label} required={required}
      disabled={disabled || readonly} error={(rawErrors?.length ?? 0) > 0} known={known} />
  );
}
