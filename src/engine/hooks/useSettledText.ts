import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * useSettledText(value, onSettle) → [text, setText]: a typed filter's text, reported once typing
 * settles, that follows its value when the value changes from elsewhere (the address went back, a
 * chip was removed): the old text is never sent again over the new value. Spaces at the ends do not
 * count as a change, and text typed but not yet settled is reported when the input goes away.
 * const [text, setText] = useSettledText(search, (term) => setFilters({ q: term }));
 */
export function useSettledText(value: string, onSettle: (text: string) => void) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The value as last reported or received: what the text is compared with.
  const last = useRef(value);
  useEffect(() => {
    if (value.trim() === last.current.trim()) return;
    last.current = value;
    setText(value);
  }, [value]);
  const report = useEffectEvent((next: string) => {
    if (next.trim() === last.current.trim()) return;
    last.current = next;
    onSettle(next);
  });
  useEffect(() => { report(settled); }, [settled]);
  // Closed before typing settled (the filter drawer shut with Escape): what was typed still counts.
  const typed = useRef(text);
  typed.current = text;
  const settle = useRef(onSettle);
  settle.current = onSettle;
  useEffect(() => () => {
    const next = typed.current;
    if (next.trim() === last.current.trim()) return;
    last.current = next;
    settle.current(next);
  }, []);
  return [text, setText] as const;
}
