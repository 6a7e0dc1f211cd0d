import { useState } from 'react';
import type { Identifier, RaRecord } from 'ra-core';

/**
 * useRowSelection(rows) → which of the shown rows are ticked, with toggles for one row and for the
 * whole page. Other rows (another page, a search, a change) start with none ticked, so an action
 * never reaches a row the user no longer sees; the same rows fetched again keep their ticks.
 */
export function useRowSelection(rows: RaRecord[] | undefined) {
  const ids = rows?.map((row) => row.id) ?? [];
  const shown = ids.join(',');
  // The ticks belong to the rows they were made on: any other rows (none, while a page loads) clear
  // them, as the render that shows those rows begins.
  const [ticks, setTicks] = useState<{ shown: string; ids: Identifier[] }>({ shown, ids: [] });
  if (ticks.shown !== shown) setTicks({ shown, ids: [] });
  const selected = ticks.shown === shown ? ticks.ids : [];
  const setSelected = (next: (old: Identifier[]) => Identifier[]) => setTicks((old) => ({ shown, ids: next(old.shown === shown ? old.ids : []) }));
  const isSelected = (id: Identifier) => selected.includes(id);
  const all = ids.length > 0 && ids.every(isSelected);
  return {
    selected,
    isSelected,
    all,
    some: !all && ids.some(isSelected),
    toggle: (id: Identifier) => setSelected((old) => (old.includes(id) ? old.filter((item) => item !== id) : [...old, id])),
    toggleAll: () => setSelected(() => (all ? [] : ids)),
  };
}
