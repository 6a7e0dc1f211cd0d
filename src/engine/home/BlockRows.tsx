import { Fragment, Suspense, useMemo } from 'react';
import { Box, List, ListItem, Typography } from '@mui/material';
import { readRecord } from '../data/readRecord';
import { overrideBlockAction } from '../overrides';
import type { ResourceDefinition } from '../../kernel';
import { ListCell } from '../views/ListCell';

interface BlockRowsProps {
  definition: ResourceDefinition;
  /** The first rows as the list reads them. */
  rows: Array<Record<string, unknown>>;
  /** The name of the hand-written actions drawn beside each row (x-dashboard `actions`). */
  actions?: string;
  onDone(): void;
}

/**
 * A list block's rows drawn as the list draws them on a phone (its simpleList texts, else its name):
 * the name opens the record, the other texts under it, and the block's actions beside it.
 */
export function BlockRows({ definition, rows, actions, onDone }: BlockRowsProps) {
  const Action = overrideBlockAction(actions);
  const records = useMemo(() => rows.map((row) => readRecord(definition, row)), [definition, rows]);
  const texts = definition.simpleList ?? { primary: definition.fields[definition.recordRepresentation], secondary: [] };
  return (
    <List dense disablePadding>
      {records.map((record) => (
        <ListItem key={record.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Box sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography component="div"><ListCell definition={definition} descriptor={texts.primary} record={record} linked /></Typography>
            {texts.secondary.length > 0 && (
              <Typography component="div" variant="body2" color="text.secondary">
                {texts.secondary.map((descriptor, index) => (
                  <Fragment key={descriptor.name}>{index > 0 && ' · '}<ListCell definition={definition} descriptor={descriptor} record={record} /></Fragment>
                ))}
              </Typography>
            )}
          </Box>
          {Action && <Suspense fallback={null}><Action definition={definition} record={record} onDone={onDone} /></Suspense>}
        </ListItem>
      ))}
    </List>
  );
}
