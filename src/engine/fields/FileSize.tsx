import { formatFileSize } from './format';

/** <FileSize bytes={1536} /> shows "1.50 KB". */
export function FileSize({ bytes }: { bytes: unknown }) {
  return <span>{formatFileSize(bytes)}</span>;
}
