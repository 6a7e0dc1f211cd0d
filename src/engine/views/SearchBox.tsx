import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { SEARCH_FILTER } from '../data';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

/** The list's search box: typing settles for a moment, then the server searches (filter key SEARCH_FILTER). */
export function SearchBox() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>(String(filterValues?.[SEARCH_FILTER] ?? ''));
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const first = useRef(true);
  const search = useEffectEvent((term: string) => {
    const { [SEARCH_FILTER]: _previous, ...others } = filterValues ?? {};
    setFilters(term.trim() ? { ...others, [SEARCH_FILTER]: term } : others);
  });
  useEffect(() => {
    // The first settle is the initial value: asking again would only reset the page.
    if (first.current) { first.current = false; return; }
    search(settled);
  }, [settled]);
  return (
    <TextField
      size="small"
      type="search"
      sx={{ width: 280 }}
      label={translate('sd.list.search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
