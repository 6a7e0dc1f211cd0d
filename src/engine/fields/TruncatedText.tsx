import { EMPTY_TEXT } from '../constants';
import { isEmptyValue, truncate } from './format';

/** <TruncatedText text="a long name" length={4} /> shows "a lo…" with the full text in the title attribute. */
export function TruncatedText({ text, length }: { text: string | null | undefined; length?: number }) {
  if (isEmptyValue(text)) return <span>{EMPTY_TEXT}</span>;
  const value = String(text);
  const shown = truncate(value, length);
  return <span title={shown === value ? undefined : value}>{shown}</span>;
}
