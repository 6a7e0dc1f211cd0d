import { getPath } from '../schema/paths';
import { displayValue, type DisplayProps } from './DisplayProps';
import { formatDateTime } from './format';

/** "March 5th 2024, 2:30 pm"; a daterange shows "start – end" from its x-range-end partner. */
export function DateTimeText(props: DisplayProps) {
  const start = formatDateTime(displayValue(props));
  const endName = props.descriptor.schema['x-range-end'];
  if (!endName) return <span>{start}</span>;
  return <span>{`${start} – ${formatDateTime(getPath(props.record, endName))}`}</span>;
}
