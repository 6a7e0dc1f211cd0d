import { Link } from '@mui/material';
import { EMPTY_TEXT } from '../constants';
import { fillUrl } from '../schema/paths';
import { displayValue, type DisplayProps } from './DisplayProps';
import { formatFileSize, isEmptyValue } from './format';

interface StoredFile { id?: number | string; value?: string; name?: string; size?: number }

/** A stored file: its name and size, linked to the resource's download route when it has one. */
export function AttachmentText(props: DisplayProps) {
  const value = displayValue(props);
  if (isEmptyValue(value)) return <span>{EMPTY_TEXT}</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  const file = value as StoredFile;
  const name = file.value ?? file.name ?? '';
  const text = file.size === undefined ? name : `${name} (${formatFileSize(file.size)})`;
  const { download } = props.descriptor;
  const recordId = props.record.id as string | number | undefined;
  if (!download || file.id === undefined || recordId === undefined) return <span>{text}</span>;
  return <Link href={fillUrl(download, { attachment: file.id, id: recordId })} download={name}>{text}</Link>;
}
