import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { fieldRegistry } from '../fieldRegistry';
import { pickDisplay } from '../registry';
import type { ResourceDefinition } from '../../kernel';
import { FIELD_GRID } from './fieldGrid';

interface FieldListProps {
  definition: ResourceDefinition;
  names: string[];
  record: RaRecord;
  /** What follows a value (a show page's buttons editing that field). */
  after?(name: string): ReactNode;
  /** Properties cut to this many characters here, the whole on hover (a change's release name: 10). */
  truncate?: Record<string, number>;
}

/** <FieldList definition={def} names={['subject', 'status_id']} record={r} />: labels and values through the field slot. */
export function FieldList({ definition, names, record, after, truncate = {} }: FieldListProps) {
  return (
    <Box component="dl" sx={FIELD_GRID}>
      {names.map((name) => {
        // Where a field list is shown the whole value is read (x-truncate applies to lists and headers), unless the list cuts it.
        const descriptor = { ...definition.fields[name], truncate: truncate[name] };
        const Renderer = pickDisplay(fieldRegistry, descriptor);
        return [
          <dt key={`${name}-label`}>{descriptor.label}</dt>,
          <dd key={name}><Renderer descriptor={descriptor} record={record} />{after?.(name)}</dd>,
        ];
      })}
    </Box>
  );
}
