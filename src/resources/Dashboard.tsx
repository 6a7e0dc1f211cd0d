import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../engine/schema/types';
import { agentRoutes } from '../overrides';
import { definitions } from './definitions';
import { menuGroups } from './menuGroups';

/** The home page: the menu's entries as cards, grouped and ordered as in the menu. */
export function Dashboard() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>{translate('sd.dashboard')}</Typography>
      {menuGroups(definitions, agentRoutes, role, translate).map(([group, entries]) => (
        <Box key={group} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2">{group}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, mt: 1 }}>
            {entries.map((entry) => (
              <Card key={entry.to} variant="outlined">
                <CardActionArea component={Link} to={entry.to}>
                  <CardContent><Typography>{entry.label}</Typography></CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
