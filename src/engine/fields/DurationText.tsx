import { EMPTY_TEXT } from '../constants';
import { formatDuration } from '../../kernel';
import { displayValue, type DisplayProps } from './DisplayProps';

/** Minutes as "1h 30m" (x-widget duration); a value that is no count of minutes shows '---'. */
export function DurationText(props: DisplayProps) {
  return <span>{formatDuration(displayValue(props)) ?? EMPTY_TEXT}</span>;
}
