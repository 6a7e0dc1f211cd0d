import { lazy, Suspense } from 'react';
import { useTranslate } from 'ra-core';
import { useCommand } from '../hooks/useCommand';
import { ConfirmDialog } from '../views/ConfirmDialog';
import { OnceOpened } from '../views/OnceOpened';
import type { MenuDialogProps, MenuItemKind } from './menuItemKind';

// The form dialog is an RJSF form: only a page whose command asks for values loads it.
const CommandDialog = lazy(() => import('../views/CommandDialog'));

/** A command that asks for values opens its form dialog; one that asks nothing, a confirmation. */
function CommandItemDialog({ definition, record, item, onClose, onChanged }: MenuDialogProps) {
  const translate = useTranslate();
  const done = () => { onClose(); onChanged(); };
  const command = useCommand(definition, done);
  const spec = item && definition.actions?.commands?.[item.command ?? ''];
  const asksValues = !!spec && (spec.fields !== undefined || spec.inputs !== undefined);
  const confirmed = asksValues ? undefined : spec;
  return (
    <>
      {asksValues && (
        <Suspense fallback={null}>
          <CommandDialog definition={definition} name={item!.command!} record={record} onClose={onClose} onDone={done} />
        </Suspense>
      )}
      <OnceOpened open={confirmed !== undefined}>
        <ConfirmDialog
          open={confirmed !== undefined}
          title={translate(confirmed?.title ?? 'sd.confirm.title', { name: definition.title })}
          question={translate(confirmed?.confirm ?? 'sd.confirm.title', { name: definition.title })}
          confirm={translate(confirmed?.button ?? 'sd.confirm.yes')}
          busy={command.busy}
          onConfirm={() => command.run(item!.command!, record.id)}
          onClose={onClose}
        />
      </OnceOpened>
    </>
  );
}

/** Kind "command": runs an x-actions command, named by the command unless the item has a label. */
export const commandItem: MenuItemKind = {
  role: 'write',
  label: (item, _definition, translate) => translate(`sd.action.${item.command ?? item.kind}`, { _: item.command ?? item.kind }),
  Dialog: CommandItemDialog,
};
