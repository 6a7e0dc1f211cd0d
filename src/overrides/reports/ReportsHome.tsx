import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { reportDefinitions } from './reportSubjects';

/** The reports home (/service-desk/reports/get): a card per kind of report, each opening its list. */
export default function ReportsHome() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>{translate('report.home')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}>
        {reportDefinitions().map((def) => (
          <Card key={def.name} variant="outlined">
            <CardActionArea component={Link} to={def.routes.list} aria-label={translate('report.open', { name: def.label })}>
              <CardContent><Typography variant="h6" component="h2">{def.label}</Typography></CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
