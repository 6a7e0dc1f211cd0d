import { EMPTY_TEXT } from '../constants';
import { fillUrl } from '../../kernel';
import { displayValue, type DisplayProps } from './DisplayProps';
import { FileLink } from './FileLink';
import { isEmptyValue } from './format';

interface StoredFile { id?: number | string; value?: string; name?: string; size?: number; type?: string }

/**
 * A stored file (or several: a read may list them, as a change's attachments): each with its icon,
 * name and size, linked to the resource's download route when it has one.
 */
export function AttachmentText(props: DisplayProps) {
  const value = displayValue(props);
  if (isEmptyValue(value)) return <span>{EMPTY_TEXT}</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  const files = (Array.isArray(value) ? value : [value]) as StoredFile[];
  const { download } = props.descriptor;
  const recordId = props.record.id as string | number | undefined;
  const hrefOf = (file: StoredFile) => (download && file.id !== undefined && recordId !== undefined
    ? fillUrl(download, { attachment: file.id, id: recordId }) : undefined);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
      {files.map((file, at) => (
        <FileLink key={String(file.id ?? at)} name={file.value ?? file.name ?? ''} size={file.size} type={file.type} href={hrefOf(file)} />
      ))}
    </span>
  );
}
