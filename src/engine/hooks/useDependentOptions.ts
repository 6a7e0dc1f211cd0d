import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { LookupItem, ServiceDeskDataProvider } from '../data';
import { dependentLookup, type FieldDescriptor } from '../../kernel';

export interface DependentOptions {
  /** The options of each x-ref.dependsOn input, loaded for the current value of the property it depends on. */
  optionsOf: Record<string, LookupItem[]>;
  /** Inputs to leave out: their property has no value, or the look-up is loading, failed or answered nothing. */
  hidden: string[];
}

/**
 * useDependentOptions(fields, formData): one look-up per x-ref.dependsOn input, filled with the value it
 * depends on (the organisations of the chosen user), read once per value through react-admin's query
 * cache. The form shows the input only once options exist, so nothing appears and vanishes.
 */
export function useDependentOptions(fields: FieldDescriptor[], data: Record<string, unknown>): DependentOptions {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const dependent = fields.filter((field) => field.reference?.dependsOn);
  const urls = dependent.map((field) => dependentLookup(field, data));
  const results = useQueries({
    queries: dependent.map((field, i) => ({
      queryKey: ['sd.lookup', urls[i], field.reference?.meta === true],
      queryFn: () => dataProvider.lookup(urls[i]!, { meta: field.reference?.meta }),
      enabled: urls[i] !== undefined,
      retry: false,
    })),
  });
  const answered = JSON.stringify(dependent.map((field, i): [string, LookupItem[]] => [field.name, urls[i] === undefined ? [] : results[i].data ?? []]));
  // Rebuilt from the answers' text only when one changes, so the form keeps its schema between renders.
  return useMemo(() => {
    const optionsOf: Record<string, LookupItem[]> = {};
    const hidden: string[] = [];
    for (const [name, items] of JSON.parse(answered) as Array<[string, LookupItem[]]>) {
      optionsOf[name] = items;
      if (!items.length) hidden.push(name);
    }
    return { optionsOf, hidden };
  }, [answered]);
}
