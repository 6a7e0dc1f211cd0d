import { TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { SEARCH_FILTER } from '../data';
import { useSettledText } from '../hooks/useSettledText';

/** The list's search box: typing settles for a moment, then the server searches (filter key SEARCH_FILTER). */
export function SearchBox() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useSettledText(String(filterValues?.[SEARCH_FILTER] ?? ''), (term) => {
    const { [SEARCH_FILTER]: _previous, ...others } = filterValues ?? {};
    setFilters(term.trim() ? { ...others, [SEARCH_FILTER]: term } : others);
  });
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
