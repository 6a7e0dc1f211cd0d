import { lazy } from 'react';
import { planningLabel } from '../views/planningLabel';
import type { MenuDialogProps, MenuItemKind } from './menuItemKind';

const PlanningDialog = lazy(() => import('../views/PlanningDialog').then((m) => ({ default: m.PlanningDialog })));

/** The planning popup of the item's kind; closing it, saved or not, reloads the page. */
function PlanningItemDialog({ definition, record, item, onClose, onChanged }: MenuDialogProps) {
  return <PlanningDialog definition={definition} id={record.id} entryKey={item?.key} onClose={() => { onClose(); onChanged(); }} />;
}

/** Kind "planning": opens the popup of one x-planning kind, named by it unless the item has a label. */
export const planningItem: MenuItemKind = {
  role: 'write',
  label: (item, definition, translate) => planningLabel(definition, translate, item.key ?? ''),
  Dialog: PlanningItemDialog,
};
