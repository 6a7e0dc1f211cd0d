import { useEffect, useState } from 'react';
import type { Identifier, RaRecord } from 'ra-core';

/**
 * useRowSelection(rows) → which of the shown rows are ticked, with toggles for one row and for the
 * whole page. Other rows (another page, a search, a change) start with none ticked, so an action
 * never reaches a row the user no longer sees; the same rows fetched again keep their ticks.
 */
export function useRowSelection(rows: RaRecord[] | undefined) {
  const [selected, setSelected] = useState<Identifier[]>([]);
  const ids = rows?.map((row) => row.id) ?? [];
  const shownIds = ids.join(',');
  useEffect(() => setSelected([]), [shownIds]);
  const isSelected = (id: Identifier) => selected.includes(id);
  const all = ids.length > 0 && ids.every(isSelected);
  return {
    selected,
    isSelected,
    all,
    some: !all && ids.some(isSelected),
    toggle: (id: Identifier) => setSelected((old) => (old.includes(id) ? old.filter((item) => item !== id) : [...old, id])),
    toggleAll: () => setSelected(all ? [] : ids),
  };
}
