import { useNavigate } from 'react-router-dom';
import { useDeleteRecord } from '../hooks/useDeleteRecord';
import { ConfirmDelete } from '../views/ConfirmDelete';
import type { MenuDialogProps, MenuItemKind } from './menuItemKind';

/** The question before a delete; once deleted, the list. */
function DeleteItemDialog({ definition, record, item, onClose }: MenuDialogProps) {
  const navigate = useNavigate();
  const deletion = useDeleteRecord(definition, () => navigate(definition.routes.list));
  return (
    <ConfirmDelete open={item !== undefined} name={definition.title} busy={deletion.busy}
      onConfirm={() => deletion.remove(record.id)} onClose={onClose} />
  );
}

/** Kind "delete": deletes the record after a confirmation; a read-only resource (no x-api.delete) never offers it. */
export const deleteItem: MenuItemKind = {
  role: 'remove',
  offered: (_item, definition) => definition.api.delete !== undefined,
  Dialog: DeleteItemDialog,
  color: 'error',
};
