import { lazy, Suspense, useEffect, useState } from 'react';
import { CircularProgress, Dialog, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useTranslate, type Identifier } from 'ra-core';
import { DELAY } from '../constants';
import { type ResourceDefinition, contextReturn, createLinkedContext } from '../../kernel';
import { AlertArea } from './AlertArea';
import { dialogPaper } from './dialogPaper';

// Loaded when the dialog first opens, as the add-new dialog does.
const SchemaForm = lazy(() => import('./SchemaForm'));

interface CreateLinkedDialogProps {
  definition: ResourceDefinition;
  /** The x-links entry whose target is created; undefined keeps the dialog closed. */
  link?: string;
  id: Identifier;
  label: string;
  onClose(): void;
  /** After a create that comes back to this record: the dialog has closed, the page reloads. */
  onCreated(): void;
}

/**
 * An attach-new item with "modal": the link target's create form in a dialog, 800 px wide (spec:
 * create new change from a problem), sending the save context that names this record (a change
 * created from problem 4 sends problem_id=4), so the server links the two in the save's transaction.
 * A create that would return to this record (its page's create goes back to the problem) stays here:
 * the server's words show a second (the spec's problem refresh), then the dialog closes and the page
 * reloads. One whose context says goto afterCreate leaves as its page would (a release made from a
 * change goes to the release list). The whole form shows, not a 350 px box: a record's form is long.
 */
export function CreateLinkedDialog({ definition, link, id, label, onClose, onCreated }: CreateLinkedDialogProps) {
  const translate = useTranslate();
  const target = link ? definition.links[link]?.target : undefined;
  const context = link ? createLinkedContext(definition, link, String(id)) : undefined;
  const comesBack = target !== undefined && context !== undefined && contextReturn(target, context) !== undefined;
  const [created, setCreated] = useState(false);
  useEffect(() => {
    if (!created) return undefined;
    const timer = setTimeout(() => { setCreated(false); onCreated(); }, DELAY.short);
    return () => clearTimeout(timer);
  }, [created, onCreated]);
  return (
    <Dialog open={target !== undefined && context !== undefined} onClose={onClose} maxWidth={false} slotProps={dialogPaper('form')} aria-labelledby="sd-create-linked">
      <DialogTitle id="sd-create-linked" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>{label}</DialogTitle>
      <DialogContent>
        {target && created && <><AlertArea area={target.formAlert} /><LinearProgress aria-label={translate('ra.page.loading')} /></>}
        {target && context && !created && (
          <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
            <SchemaForm definition={target} context={context} onCreated={comesBack ? () => setCreated(true) : undefined} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
