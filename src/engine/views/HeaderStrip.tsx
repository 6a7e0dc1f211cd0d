import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { fieldRegistry } from '../fieldRegistry';
import { pickDisplay } from '../registry';
import type { ResourceDefinition } from '../../kernel';

/** The strip under a show page's title (x-show.header): a few properties side by side, label above value. */
export function HeaderStrip({ definition, record }: { definition: ResourceDefinition; record: RaRecord }) {
  const names = definition.show.header ?? [];
  if (names.length === 0) return null;
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0, mt: 1 }}>
      {names.map((name) => {
        const descriptor = definition.fields[name];
        const Renderer = pickDisplay(fieldRegistry, descriptor);
        return (
          <Box key={name}>
            <Typography component="dt" variant="caption" color="text.secondary">{descriptor.label}</Typography>
            <Box component="dd" sx={{ m: 0 }}><Renderer descriptor={descriptor} record={record} /></Box>
          </Box>
        );
      })}
    </Box>
  );
}
