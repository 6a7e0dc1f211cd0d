import { lazy, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import type { PlanningEntry, ServiceDeskDataProvider } from '../data';
import { useAlert } from '../hooks/useAlert';
import { useLoaded } from '../hooks/useLoaded';
import { messageOfError } from '../data/messageOfError';
import { usePlanningLabel } from '../hooks/usePlanningLabel';
import type { ResourceDefinition } from '../../kernel';
import { ConfirmDialog } from './ConfirmDialog';
import { OnceOpened } from './OnceOpened';
import { PlanningEntryItem } from './PlanningEntryItem';

// The entry form (rich text editor, attachment) loads when an entry is first edited.
const PlanningDialog = lazy(() => import('./PlanningDialog').then((m) => ({ default: m.PlanningDialog })));

interface PlanningTabProps {
  definition: ResourceDefinition;
  id: Identifier;
  /** Changes when the record changed, so the entries are read again. */
  version: number;
  /** After an edit or a delete: the page reloads its flags, record and tabs (and so this tab). */
  onChanged(): void;
}

/** The record's planning entries (x-planning) as a timeline in kind order, each editable and deletable. */
export function PlanningTab({ definition, id, version, onChanged }: PlanningTabProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const alert = useAlert(definition.alert);
  const labelOf = usePlanningLabel(definition);
  // A failed load is silent: the loader stops and the tab says there is nothing.
  const entries = useLoaded(JSON.stringify([definition.name, id, version]), () => dataProvider.planning(definition.name, id), [] as PlanningEntry[]);
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const [busy, setBusy] = useState(false);
  const remove = async (key: string) => {
    setBusy(true);
    try {
      const { meta } = await dataProvider.deletePlanning(definition.name, id, key);
      if (meta?.message) alert.show('success', meta.message);
    } catch (error) {
      alert.show('error', messageOfError(error));
    } finally {
      setBusy(false);
      setDeleting(undefined);
      onChanged();
    }
  };
  return (
    <Box sx={{ p: 2 }}>
      {!entries && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {entries?.length === 0 && <Typography>{translate('sd.planning.empty')}</Typography>}
      {entries && entries.length > 0 && (
        <Box component="ol" aria-label={translate('sd.planning.entries')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {entries.map((entry) => (
            <PlanningEntryItem key={entry.key} definition={definition} id={id} entry={entry} label={labelOf(entry.key)}
              onEdit={() => setEditing(entry.key)} onDelete={() => setDeleting(entry.key)} />
          ))}
        </Box>
      )}
      <OnceOpened open={editing !== undefined}>
        <PlanningDialog definition={definition} id={id} entryKey={editing} onClose={() => { setEditing(undefined); onChanged(); }} />
      </OnceOpened>
      <ConfirmDialog
        open={deleting !== undefined}
        danger
        title={translate('sd.planning.delete', { name: deleting === undefined ? '' : labelOf(deleting) })}
        question={translate('sd.planning.delete_confirm', { name: deleting === undefined ? '' : labelOf(deleting) })}
        confirm={translate('sd.action.delete')}
        busy={busy}
        onConfirm={() => void remove(deleting!)}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
