import { lazy, Suspense, useState } from 'react';
import { Button, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { useHasRole } from '../hooks/useHasRole';
import type { ResourceDefinition } from '../../kernel';

// Loaded when the dialog first opens; a static import would tie the widgets to the views that render them.
const SchemaForm = lazy(() => import('../views/SchemaForm'));

interface AddNewButtonProps {
  /** The resource x-ref.create names. */
  target: ResourceDefinition;
  /** The saved record, for the select to choose. */
  onCreated(record: RaRecord): void;
  disabled?: boolean;
}

/**
 * <AddNewButton target={vendor} onCreated={choose} />: "add new vendor" beside a select (x-ref.create),
 * opening the target's create form in a dialog on the same page; shown only to roles that may write the target.
 */
export function AddNewButton({ target, onCreated, disabled }: AddNewButtonProps) {
  const translate = useTranslate();
  const { allowed } = useHasRole(target.write);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  const label = translate('sd.form.add_new', { name: target.title });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} disabled={disabled} sx={{ whiteSpace: 'nowrap' }}>{label}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>{label}</DialogTitle>
        <DialogContent>
          <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
            <SchemaForm definition={target} onCreated={(record) => { setOpen(false); onCreated(record); }} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
