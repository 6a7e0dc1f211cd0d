import { useCallback } from 'react';
import { createLinkedPath } from '../../kernel';
import { CreateLinkedDialog } from '../views/CreateLinkedDialog';
import type { MenuDialogProps, MenuItemKind } from './menuItemKind';

function AttachNewItemDialog({ definition, record, item, label, onClose, onChanged }: MenuDialogProps) {
  // A record made in the dialog is linked to this one: the dialog waited the spec's second, the page reloads.
  const created = useCallback(() => { onClose(); onChanged(); }, [onClose, onChanged]);
  return <CreateLinkedDialog definition={definition} link={item?.link} id={record.id} label={label} onClose={onClose} onCreated={created} />;
}

/**
 * Kind "attach-new": the link target's create page with this record as its save context, or with
 * `modal` its form in a dialog on this page; offered only where the target's create page takes that context.
 */
export const attachNewItem: MenuItemKind = {
  role: 'write',
  offered: (item, definition, record) => createLinkedPath(definition, item.link ?? '', record.id) !== undefined,
  href: (item, definition, record) => (item.modal ? undefined : createLinkedPath(definition, item.link ?? '', record.id)),
  Dialog: AttachNewItemDialog,
};
