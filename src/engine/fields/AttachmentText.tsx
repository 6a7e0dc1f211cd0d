import { EMPTY_TEXT } from '../constants';
import { displayValue, type DisplayProps } from './DisplayProps';
import { formatFileSize, isEmptyValue } from './format';

/** A stored file: its name, and its size when the read record carries one ({ name, size }). */
export function AttachmentText(props: DisplayProps) {
  const value = displayValue(props);
  if (isEmptyValue(value)) return <span>{EMPTY_TEXT}</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  const { name, size } = value as { name?: string; size?: number };
  return <span>{size === undefined ? name : `${name ?? ''} (${formatFileSize(size)})`}</span>;
}
