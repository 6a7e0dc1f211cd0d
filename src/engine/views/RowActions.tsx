import { lazy, useState } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { useDeleteRecord } from '../hooks/useDeleteRecord';
import { type ResourceDefinition, getPath } from '../../kernel';
import { OnceOpened } from './OnceOpened';

// The confirmation dialog loads when a row's delete is first pressed, not with every list.
const ConfirmDelete = lazy(() => import('./ConfirmDelete').then((m) => ({ default: m.ConfirmDelete })));

/** allowed(record, 'is_edit'): a row may be acted on when its flag says so; with no flag named, always. */
export const allowed = (record: RaRecord, flag?: string) => flag === undefined || Boolean(getPath(record, flag));

// Compact: three actions take a narrow column that stays on screen (no 64 px minimum each).
const ACTION = { minWidth: 0, px: 1 } as const;

/** The per-row "view" link (when the resource has a show page), "edit" link and "delete" button, each shown only when the row's flag allows it. */
export function RowActions({ definition, record, onDeleted }: { definition: ResourceDefinition; record: RaRecord; onDeleted(): void }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { remove, busy } = useDeleteRecord(definition, () => { setConfirming(false); onDeleted(); });
  const { edit, show } = definition.routes;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {show && <Button size="small" sx={ACTION} component={Link} to={show(record.id)}>{translate('sd.action.view')}</Button>}
      {edit && allowed(record, definition.rowFlags.edit) && (
        <Button size="small" sx={ACTION} component={Link} to={edit(record.id)}>{translate('sd.action.edit')}</Button>
      )}
      {definition.api.delete && allowed(record, definition.rowFlags.delete) && (
        <>
          <Button size="small" sx={ACTION} color="error" onClick={() => setConfirming(true)}>{translate('sd.action.delete')}</Button>
          <OnceOpened open={confirming}>
            <ConfirmDelete
              open={confirming}
              name={definition.title}
              busy={busy}
              onConfirm={() => remove(record.id)}
              onClose={() => setConfirming(false)}
            />
          </OnceOpened>
        </>
      )}
    </Box>
  );
}
