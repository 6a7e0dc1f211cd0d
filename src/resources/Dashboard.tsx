import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { byGroup } from './definitions';

/** The home page: every list, grouped as in the menu. */
export function Dashboard() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>{translate('sd.dashboard')}</Typography>
      {byGroup().map(([group, defs]) => (
        <Box key={group} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2">{group}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, mt: 1 }}>
            {defs.map((def) => (
              <Card key={def.name} variant="outlined">
                <CardActionArea component={Link} to={def.routes.list}>
                  <CardContent><Typography>{def.label}</Typography></CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
