import { Box } from '@mui/material';
import { FIELD_GRID } from '../../engine/views/fieldGrid';

/** Labels and values side by side (stacked on a phone), as text: <FactList facts={[['Priority', 'High']]} />. */
export function FactList({ facts, testId }: { facts: Array<[string, string]>; testId?: string }) {
  return (
    <Box component="dl" data-testid={testId} sx={{ ...FIELD_GRID, mb: 2 }}>
      {facts.map(([label, value]) => [
        <dt key={`${label}-label`}>{label}</dt>,
        <dd key={label}>{value}</dd>,
      ])}
    </Box>
  );
}
