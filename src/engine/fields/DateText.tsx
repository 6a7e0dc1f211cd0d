import { displayValue, type DisplayProps } from './DisplayProps';
import { formatDate } from './format';

/** A date without a time (format "date"): "March 1st 2026". */
export function DateText(props: DisplayProps) {
  return <span>{formatDate(displayValue(props))}</span>;
}
