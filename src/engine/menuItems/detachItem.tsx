import { linkedRecordOf } from '../data/linkedRecord';
import { useLinkReload } from '../hooks/useLinkReload';
import { DetachLinkedDialog } from '../views/DetachLinkedDialog';
import type { MenuDialogProps, MenuItemKind } from './menuItemKind';

function DetachItemDialog({ definition, record, item, onClose, onChanged }: MenuDialogProps) {
  const reload = useLinkReload(definition, onChanged);
  return <DetachLinkedDialog definition={definition} record={record} link={item?.link} onClose={onClose} onDetached={reload} />;
}

/** Kind "detach": the one record a max-1 link holds, detached after a question. */
export const detachItem: MenuItemKind = {
  role: 'write',
  // Detach needs the one linked record in hand, whatever a stale flag says.
  offered: (item, definition, record) => linkedRecordOf(definition, record, item.link ?? '') !== undefined,
  Dialog: DetachItemDialog,
};
