import { Box, Paper, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { textOf } from '../fields/format';
import { getPath, readShapeOf, type ResourceDefinition } from '../../kernel';
import { FIELD_GRID } from './fieldGrid';
import { customValuesAt, customValueText } from './customValueText';

/**
 * <ShowCards definition={def} record={r} />: one card per x-show.cards entry listing the read record's
 * custom values ({label, value, field_type}), titled by its title or the record's value at titleFrom
 * (the type's name); a card with no values is left out.
 */
export function ShowCards({ definition, record }: { definition: ResourceDefinition; record: RaRecord }) {
  const read = readShapeOf(record);
  return (
    <>
      {(definition.show.cards ?? []).map((card) => {
        const values = customValuesAt(getPath(read, card.read));
        if (values.length === 0) return null;
        const title = card.title ?? textOf(getPath(read, card.titleFrom ?? ''));
        const titleId = `sd-card-${card.read}`;
        return (
          <Paper key={card.read} variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, my: 2 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>{title}</Typography>
            <Box component="dl" sx={[FIELD_GRID, { '& > dd': { whiteSpace: 'pre-line' } }]}>
              {values.map((item) => [
                <dt key={`${item.label}-label`}>{item.label}</dt>,
                <dd key={`${item.label}-value`}>{customValueText(item)}</dd>,
              ])}
            </Box>
          </Paper>
        );
      })}
    </>
  );
}
