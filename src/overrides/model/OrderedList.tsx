import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';

export interface OrderedItem { key: string; label: string }

interface OrderedListProps {
  heading: string;
  items: OrderedItem[];
  /** What may be added, by name; nothing offered hides the add control. */
  choices: OrderedItem[];
  addLabel: string;
  onMove(index: number, delta: -1 | 1): void;
  onRemove(index: number): void;
  onAdd(key: string): void;
}

/** A list of names an administrator orders, adds to and removes from with buttons (keyboard-usable: each is a button). */
export function OrderedList({ heading, items, choices, addLabel, onMove, onRemove, onAdd }: OrderedListProps) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState('');
  const t = (key: string, name: string) => translate(`data_model.list.${key}`, { name });
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">{heading}</Typography>
      {!items.length && <Typography color="text.secondary">{translate('data_model.list.none')}</Typography>}
      <List dense aria-label={heading}>
        {items.map((item, index) => (
          <ListItem key={item.key} divider secondaryAction={(
            <Box sx={{ whiteSpace: 'nowrap' }}>
              <IconButton size="small" aria-label={t('move_up', item.label)} disabled={index === 0} onClick={() => onMove(index, -1)}><ArrowUpward fontSize="small" /></IconButton>
              <IconButton size="small" aria-label={t('move_down', item.label)} disabled={index === items.length - 1} onClick={() => onMove(index, 1)}><ArrowDownward fontSize="small" /></IconButton>
              <IconButton size="small" aria-label={t('remove', item.label)} onClick={() => onRemove(index)}><Delete fontSize="small" /></IconButton>
            </Box>
          )}>
            <ListItemText primary={item.label} secondary={item.label === item.key ? undefined : item.key} sx={{ pr: 14, overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
      {choices.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField select size="small" label={addLabel} value={chosen} onChange={(event) => setChosen(event.target.value)} sx={{ minWidth: 220 }}>
            {choices.map((choice) => <MenuItem key={choice.key} value={choice.key}>{choice.label}</MenuItem>)}
          </TextField>
          <Button disabled={!chosen} onClick={() => { onAdd(chosen); setChosen(''); }}>{addLabel}</Button>
        </Box>
      )}
    </Box>
  );
}
