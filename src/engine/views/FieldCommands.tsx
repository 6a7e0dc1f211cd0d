import { lazy, Suspense, useState } from 'react';
import { IconButton, LinearProgress } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslate, type RaRecord } from 'ra-core';
import type { ActionFlags } from '../data';
import type { ResourceDefinition } from '../../kernel';
import { actionGate } from './actionGate';
import { commandsWriting } from './commandsWriting';
import { DisabledAction } from './DisabledAction';

// The dialog is an RJSF form: only pages that open one load it.
const CommandDialog = lazy(() => import('./CommandDialog'));

interface FieldCommandsProps {
  definition: ResourceDefinition;
  record: RaRecord;
  /** The shown property; every x-actions command with it among its `fields` gets a button. */
  name: string;
  flags: ActionFlags;
  loaded: boolean;
  onChanged(): void;
}

/** Buttons beside a show field that open the form dialog of each command writing it, gated by the command's flag. */
export function FieldCommands({ definition, record, name, flags, loaded, onChanged }: FieldCommandsProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState<string>();
  const unless = definition.show.disabledUnless;
  return (
    <>
      {commandsWriting(definition, name).map((command) => {
        const spec = definition.actions!.commands![command];
        const gate = actionGate(spec.flag, flags, unless, loaded);
        if (gate === 'hidden') return null;
        const label = translate(`sd.action.${spec.label ?? command}`, { _: spec.label ?? command });
        const button = (
          <IconButton key={command} size="small" aria-label={label} title={gate === 'enabled' ? label : undefined}
            disabled={gate === 'disabled'} onClick={() => setOpen(command)} sx={{ ml: 1, my: -0.5 }}>
            <EditIcon fontSize="small" />
          </IconButton>
        );
        return gate === 'disabled' ? <DisabledAction key={command} tooltip={unless!.tooltip}>{button}</DisabledAction> : button;
      })}
      {open !== undefined && (
        <Suspense fallback={<LinearProgress />}>
          <CommandDialog definition={definition} name={open} record={record} onClose={() => setOpen(undefined)}
            onDone={() => { setOpen(undefined); onChanged(); }} />
        </Suspense>
      )}
    </>
  );
}
