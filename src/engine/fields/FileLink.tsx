import { Box, Link } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import { FILE_NAME_LENGTH } from '../constants';
import { fileKind, type FileKind } from './fileKind';
import { formatFileSize, truncate } from './format';

const ICONS: Record<FileKind, typeof PictureAsPdfIcon> = {
  pdf: PictureAsPdfIcon, spreadsheet: TableChartIcon, text: DescriptionIcon, image: ImageIcon, other: InsertDriveFileIcon,
};

interface FileLinkProps {
  name: string;
  size?: number;
  /** The stored media type, when the name has no telling extension. */
  type?: string;
  /** Where it downloads from; without it the file is named, not linked. */
  href?: string;
}

/**
 * A stored file as every show page names it: an icon by its kind, its name cut to 15
 * characters (the whole on hover, and as the link's name), its size.
 * <FileLink name="quarterly-report-2025.xlsx" size={2048} href="/download/4" />
 */
export function FileLink({ name, size, type, href }: FileLinkProps) {
  const kind = fileKind(name, type);
  const Icon = ICONS[kind];
  const sized = size === undefined ? '' : ` (${formatFileSize(size)})`;
  const shown = truncate(name, FILE_NAME_LENGTH);
  const content = (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Icon fontSize="small" aria-hidden data-kind={kind} />
      <span>{shown}{sized}</span>
    </Box>
  );
  const title = shown === name ? undefined : name;
  return href
    ? <Link href={href} download={name} title={title} aria-label={`${name}${sized}`}>{content}</Link>
    : <Box component="span" title={title}>{content}</Box>;
}
