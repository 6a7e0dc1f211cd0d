import { lazy, Suspense } from 'react';
import { CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate, type Identifier } from 'ra-core';
import type { ResourceDefinition } from '../schema/defineResource';
import { createLinkedContext } from '../schema/saveContext';

// Loaded when the dialog first opens, as the add-new dialog does.
const SchemaForm = lazy(() => import('./SchemaForm'));

interface CreateLinkedDialogProps {
  definition: ResourceDefinition;
  /** The x-links entry whose target is created; undefined keeps the dialog closed. */
  link?: string;
  id: Identifier;
  label: string;
  onClose(): void;
}

/**
 * An attach-new item with "modal": the link target's create form in a dialog, sending the save context
 * that names this record (a release created from change 4 sends change_id=4), so the server links the
 * two in the save's transaction; after the create the form leaves as its page would (x-resource.afterCreate).
 */
export function CreateLinkedDialog({ definition, link, id, label, onClose }: CreateLinkedDialogProps) {
  const translate = useTranslate();
  const target = link ? definition.links[link]?.target : undefined;
  const context = link ? createLinkedContext(definition, link, String(id)) : undefined;
  return (
    <Dialog open={target !== undefined && context !== undefined} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="sd-create-linked">
      <DialogTitle id="sd-create-linked" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>{label}</DialogTitle>
      <DialogContent>
        {target && context && (
          <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
            <SchemaForm definition={target} context={context} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
