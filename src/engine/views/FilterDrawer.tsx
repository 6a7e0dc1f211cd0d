import { Box, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate, type Identifier } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';
import { FilterPanel } from './FilterPanel';

interface FilterDrawerProps {
  definition: ResourceDefinition;
  savedFilterId?: Identifier;
  open: boolean;
  onClose(): void;
}

/**
 * The list's filters in a dialog at the right edge (the whole width on a phone): the table keeps its
 * place and shows the rows as each value changes; the chips above it say what is chosen once it is closed.
 */
export function FilterDrawer({ definition, savedFilterId, open, onClose }: FilterDrawerProps) {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{
      paper: {
        id: 'sd-filter-panel', role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'sd-filter-title',
        sx: { width: { xs: '100%', sm: 400 }, p: 2, gap: 1 },
      },
    }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography id="sd-filter-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>{translate('sd.list.filters')}</Typography>
        <IconButton aria-label={translate('sd.action.close')} onClick={onClose}><CloseIcon /></IconButton>
      </Box>
      <FilterPanel definition={definition} savedFilterId={savedFilterId} stacked />
    </Drawer>
  );
}
