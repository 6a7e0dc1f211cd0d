/** The kinds of file the spec gives an icon each. */
export type FileKind = 'pdf' | 'spreadsheet' | 'text' | 'image' | 'other';

const BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  xls: 'spreadsheet', xlsx: 'spreadsheet', csv: 'spreadsheet', ods: 'spreadsheet',
  txt: 'text', log: 'text', md: 'text',
  png: 'image', jpg: 'image', jpeg: 'image', gif: 'image',
};

/**
 * fileKind('rca.PDF') === 'pdf', fileKind('export', 'text/csv') === 'spreadsheet': by the name's
 * extension, else by the media type the server stored, else 'other'.
 */
export function fileKind(name: string, type?: string): FileKind {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension && BY_EXTENSION[extension]) return BY_EXTENSION[extension];
  const media = (type ?? '').toLowerCase();
  if (media === 'application/pdf') return 'pdf';
  if (media.startsWith('image/')) return 'image';
  if (/spreadsheet|excel|csv/.test(media)) return 'spreadsheet';
  if (media.startsWith('text/')) return 'text';
  return 'other';
}
