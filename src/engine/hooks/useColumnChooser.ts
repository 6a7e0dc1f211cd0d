import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCallback, useState } from 'react';
import type { ColumnChoice, ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition } from '../../kernel';
import { chosenColumns, chosenKeys, toggledKey } from '../views/chosenColumns';

const NONE: ColumnChoice[] = [];

/** Where a person's column choice of one list is kept in the browser. */
export const columnStorageKey = (resource: string) => `sd.columns.${resource}`;

function readKept(resource: string): string[] | undefined {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(columnStorageKey(resource)) ?? 'null');
    return Array.isArray(kept) && kept.every((key) => typeof key === 'string') ? kept : undefined;
  } catch {
    return undefined;
  }
}

function writeKept(resource: string, keys: string[] | undefined) {
  try {
    if (keys) localStorage.setItem(columnStorageKey(resource), JSON.stringify(keys));
    else localStorage.removeItem(columnStorageKey(resource));
  } catch {
    // Storage may be full or refused (private mode): the choice then lasts for this page only.
  }
}

/**
 * useColumnChooser(def) → { enabled, choices, shown, columns, toggle, reset }: the list's column choices
 * (read once per session), the keys shown and their descriptors. The person's choice is kept per
 * resource in localStorage; without one the server's display flags decide.
 */
export function useColumnChooser(definition: ResourceDefinition) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const enabled = definition.file['x-list']?.columnChooser === true;
  const { data: choices = NONE } = useQuery({
    queryKey: ['sd.columnChoices', definition.name],
    queryFn: () => dataProvider.columnChoices(definition.name),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  const [kept, setKept] = useState(() => (enabled ? readKept(definition.name) : undefined));
  const shown = chosenKeys(choices, kept);
  const keep = useCallback((keys: string[] | undefined) => {
    setKept(keys);
    writeKept(definition.name, keys);
  }, [definition.name]);
  return {
    enabled,
    choices,
    shown,
    columns: enabled ? chosenColumns(definition, choices, shown) : definition.columns,
    toggle: (key: string) => keep(toggledKey(shown, key)),
    reset: () => keep(undefined),
  };
}
