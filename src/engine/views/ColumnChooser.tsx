import { useId, useState } from 'react';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useTranslate } from 'ra-core';
import type { ColumnChoice } from '../data';
import { CheckMark } from './CheckMark';

interface ColumnChooserProps {
  choices: ColumnChoice[];
  shown: string[];
  onToggle(key: string): void;
  onReset(): void;
}

/**
 * "Columns": a menu of checkboxes, one per column choice (arrow keys move, Enter or Space toggles).
 * The last shown column cannot be hidden; "Default columns" forgets the person's choice.
 */
export function ColumnChooser({ choices, shown, onToggle, onReset }: ColumnChooserProps) {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (choices.length === 0) return null;
  return (
    <>
      <Button aria-haspopup="menu" aria-expanded={anchor !== null} aria-controls={anchor ? menuId : undefined}
        startIcon={<ViewColumnIcon />} onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('sd.list.columns')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('sd.list.columns'), dense: true } }}>
        {choices.map((choice) => {
          const checked = shown.includes(choice.key);
          const last = checked && shown.length === 1;
          return (
            <MenuItem key={choice.key} role="menuitemcheckbox" aria-checked={checked} aria-disabled={last || undefined}
              onClick={() => { if (!last) onToggle(choice.key); }}>
              <ListItemIcon><CheckMark checked={checked} disabled={last} /></ListItemIcon>
              <ListItemText>{choice.value}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem onClick={() => { onReset(); setAnchor(null); }}>{translate('sd.list.default_columns')}</MenuItem>
      </Menu>
    </>
  );
}
