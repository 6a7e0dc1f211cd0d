import type { ReactElement } from 'react';
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material';

interface CabTabToolProps {
  icon: ReactElement;
  /** The words the button shows where there is room: 'Send reminder'. */
  label: string;
  /** Its accessible name, which contains the words shown: 'Send reminder to Grace Hopper'. */
  name: string;
  disabled?: boolean;
  color?: 'primary' | 'error';
  onClick(): void;
}

/**
 * One action of the CABs tab: a small button saying what it does, or on a phone width its icon
 * alone; either way its accessible name says what and for whom.
 */
export function CabTabTool({ icon, label, name, disabled, color = 'primary', onClick }: CabTabToolProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <IconButton size="small" color={color} disabled={disabled} aria-label={name} onClick={onClick}>{icon}</IconButton>;
  return (
    <Button size="small" color={color} startIcon={icon} disabled={disabled} aria-label={name} onClick={onClick} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {label}
    </Button>
  );
}
