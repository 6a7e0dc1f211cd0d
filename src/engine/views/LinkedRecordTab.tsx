import { Box, Button, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { linkedRecordOf } from '../data/linkedRecord';
import { readRecord } from '../data/readRecord';
import type { ResourceDefinition } from '../../kernel';
import { FieldList } from './FieldList';

interface LinkedRecordTabProps {
  definition: ResourceDefinition;
  tab: number;
  /** The record the show page shows: it carries the linked one at the link's `read` key. */
  record?: RaRecord;
}

/**
 * An x-show tab of kind "linked-record": the one record a max-1 x-links entry holds, as the owner's
 * read record carries it (no request of its own), its tab fields rendered through the field
 * registry like the show page's own, with a link to its page; 'no data found' when there is none.
 */
export function LinkedRecordTab({ definition, tab, record }: LinkedRecordTabProps) {
  const translate = useTranslate();
  const spec = definition.show.tabs?.[tab];
  const link = definition.links[spec?.link ?? ''];
  const target = link?.target;
  if (!spec || !link?.read || !target) return null;
  const raw = linkedRecordOf(definition, record, link.name);
  if (!raw) return <Typography sx={{ p: 2 }}>{translate('sd.links.no_data')}</Typography>;
  // The same normalising as any record of the target, so x-read and x-display paths mean what they mean there.
  const linked = readRecord(target, raw);
  return (
    <Box sx={{ p: 2 }}>
      <FieldList definition={target} names={spec.fields ?? []} record={linked} truncate={spec.truncate} />
      {target.routes.show && (
        <Button component={Link} to={target.routes.show(linked.id)} sx={{ mt: 1 }}>{translate('sd.action.view')}</Button>
      )}
    </Box>
  );
}
