import { lazy } from 'react';
import { useLinkReload } from '../hooks/useLinkReload';
import type { MenuDialogProps, MenuItemKind } from './menuItemKind';

// The attach dialog's look-up selects and filters load when it is first opened, not with the page.
const AttachDialog = lazy(() => import('../views/AttachDialog').then((m) => ({ default: m.AttachDialog })));

function AttachItemDialog({ definition, record, item, onClose, onChanged }: MenuDialogProps) {
  const reload = useLinkReload(definition, onChanged);
  const link = item?.link;
  return <AttachDialog definition={definition} link={link} id={record.id} onClose={onClose} onAttached={() => { onClose(); reload(link); }} />;
}

/** Kind "attach": the attach dialog of an x-links entry; the page reloads as the link says (useLinkReload). */
export const attachItem: MenuItemKind = {
  role: 'write',
  Dialog: AttachItemDialog,
};
