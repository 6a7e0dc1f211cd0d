import { displayValue, type DisplayProps } from './DisplayProps';
import { formatDateTime } from './format';

/** "March 5th 2024, 2:30 pm". The start of a date range shows itself only: its end is a property of its own. */
export function DateTimeText(props: DisplayProps) {
  return <span>{formatDateTime(displayValue(props))}</span>;
}
