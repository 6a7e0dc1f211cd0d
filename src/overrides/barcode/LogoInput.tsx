import { useEffect, useMemo } from 'react';
import { Box, Button, FormHelperText, FormLabel, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { useTranslate } from 'ra-core';
import { LOGO_TYPES } from './barcodeApi';

interface LogoInputProps {
  /** The stored logo's URL, while it is kept. */
  stored: string | null;
  chosen: File | null;
  error?: string;
  onChoose(file: File | null): void;
  onRemove(): void;
  /** The logo now shown (chosen file or stored one), for the label preview. */
  onShown(url: string | null): void;
}

/** The logo upload: png or jpeg only, a preview of what will be printed, and removal of the current logo. */
export function LogoInput({ stored, chosen, error, onChoose, onRemove, onShown }: LogoInputProps) {
  const translate = useTranslate();
  const chosenUrl = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => { if (chosenUrl) URL.revokeObjectURL(chosenUrl); }, [chosenUrl]);
  const shown = chosenUrl ?? stored;
  useEffect(() => onShown(shown), [shown, onShown]);
  return (
    <Box>
      <FormLabel component="div" sx={{ mb: 1 }}>{translate('barcode.logo')}</FormLabel>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {shown
          ? <Box component="img" src={shown} alt={translate('barcode.logo')} sx={{ height: 48, maxWidth: 160, objectFit: 'contain', border: 1, borderColor: 'divider', p: 0.5 }} />
          : <Typography color="text.secondary">{translate('barcode.no_logo')}</Typography>}
        <Button component="label" variant="outlined" startIcon={<ImageIcon />}>
          {translate('barcode.choose_logo')}
          <input hidden type="file" accept={LOGO_TYPES.join(',')} aria-label={translate('barcode.choose_logo')}
            onChange={(event) => { onChoose(event.target.files?.[0] ?? null); event.target.value = ''; }} />
        </Button>
        {shown && <Button color="error" onClick={onRemove}>{translate('barcode.remove_logo')}</Button>}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
