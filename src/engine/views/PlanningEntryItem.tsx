import { Box, Button, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'ra-core';
import type { PlanningEntry } from '../data';
import { planningDownloadUrl } from '../data/planning';
import { SanitizedHtml } from '../fields/HtmlText';
import { FileLink } from '../fields/FileLink';
import { formatDateTime } from '../fields/format';
import type { ResourceDefinition } from '../../kernel';

interface PlanningEntryItemProps {
  definition: ResourceDefinition;
  id: Identifier;
  entry: PlanningEntry;
  label: string;
  onEdit(): void;
  onDelete(): void;
}

/** One entry of the planning timeline: kind (and title), update time, sanitised description, file with its size, edit and delete. */
export function PlanningEntryItem({ definition, id, entry, label, onEdit, onDelete }: PlanningEntryItemProps) {
  const translate = useTranslate();
  const file = entry.attachment;
  const href = file ? planningDownloadUrl(definition, id, file) : undefined;
  return (
    <Box component="li" aria-label={label} sx={{ py: 1.5, pl: 2, borderLeft: 2, borderColor: 'primary.light' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{label}</Typography>
        {entry.title && <Typography variant="subtitle2" component="span">{entry.title}</Typography>}
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          {translate('sd.planning.updated', { time: formatDateTime(entry.updated_at) })}
        </Typography>
        <Button size="small" aria-label={translate('sd.planning.edit', { name: label })} onClick={onEdit}>{translate('sd.action.edit')}</Button>
        <Button size="small" color="error" aria-label={translate('sd.planning.delete', { name: label })} onClick={onDelete}>{translate('sd.action.delete')}</Button>
      </Box>
      <SanitizedHtml html={entry.description} />
      {file && <Box sx={{ mt: 0.5 }}><FileLink name={file.value} size={file.size} type={file.type} href={href} /></Box>}
    </Box>
  );
}
