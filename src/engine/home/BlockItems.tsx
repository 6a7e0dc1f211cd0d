import { Box, Chip, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { BlockItem } from '../../kernel';

/** A server module's rows (the last imports, mail that failed): each with its line, its state and where it opens. */
export function BlockItems({ items }: { items: BlockItem[] }) {
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} divider disableGutters sx={{ display: 'block' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' }}>
            <Typography component="div" sx={{ flex: 1, minWidth: 0 }}>
              {item.link ? <Link component={RouterLink} to={item.link}>{item.title}</Link> : item.title}
            </Typography>
            {item.badge && <Chip size="small" label={item.badge.text} color={item.badge.colour} variant="outlined" />}
          </Box>
          {item.detail && <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{item.detail}</Typography>}
        </ListItem>
      ))}
    </List>
  );
}
