import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

interface LabelPreviewProps {
  width: number;
  height: number;
  perRow: number;
  space: number;
  /** The logo to show (a stored URL or a chosen file's object URL), or null. */
  logo: string | null;
}

// Bar widths of a Code 128-like pattern: the preview shows where the code goes, the labels page draws the real one.
const BARS = [2, 1, 1, 2, 3, 1, 1, 1, 2, 2, 1, 3, 2, 1, 1, 2, 1, 3, 1, 1, 2, 2, 3, 1, 1, 2, 1, 1, 3, 2, 1, 2];

/** One label at its printed size (CSS millimetres), laid out as the labels page lays it out. */
export function LabelPreview({ width, height, perRow, space, logo }: LabelPreviewProps) {
  const translate = useTranslate();
  const text = Math.min(4, Math.max(1.6, height * 0.12));
  let x = 0;
  const bars = BARS.map((w, i) => { const bar = i % 2 === 0 ? <rect key={x} x={x} width={w} height="10" /> : null; x += w; return bar; });
  return (
    <Box>
      <Box role="img" aria-label={translate('barcode.preview')} data-testid="label-preview"
        sx={{ width: `${width}mm`, height: `${height}mm`, border: '1px dashed', borderColor: 'grey.500', bgcolor: '#fff', color: '#000',
          p: `${Math.min(2, height * 0.06)}mm`, display: 'flex', flexDirection: 'column', overflow: 'hidden', boxSizing: 'border-box' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: '1mm', flex: '0 0 auto' }}>
          {logo && <Box component="img" src={logo} alt="" sx={{ height: `${Math.min(10, height * 0.22)}mm`, maxWidth: '40%', objectFit: 'contain' }} />}
          <Typography component="span" sx={{ fontSize: `${text}mm`, lineHeight: 1.15, fontWeight: 600, overflow: 'hidden', overflowWrap: 'anywhere',
            display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2 }}>
            {translate('barcode.preview_name')}
          </Typography>
        </Box>
        <Box component="svg" viewBox={`-10 0 ${x + 20} 10`} preserveAspectRatio="none" aria-hidden sx={{ width: '100%', flex: '1 1 auto', minHeight: 0, mt: '0.5mm' }}>
          {bars}
        </Box>
        <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: `${text * 0.85}mm`, textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden' }}>
          {translate('barcode.preview_identifier')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('barcode.preview_row', { smart_count: perRow, space })}
      </Typography>
    </Box>
  );
}
