import { useTranslate } from 'ra-core';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmDeleteProps {
  open: boolean;
  /** What is being deleted, in words: the resource title. */
  name: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** The question asked before anything is deleted; the confirm button is labelled "delete". */
export function ConfirmDelete({ name, ...props }: ConfirmDeleteProps) {
  const translate = useTranslate();
  return (
    <ConfirmDialog {...props} danger title={translate('sd.delete.title', { name })}
      question={translate('sd.delete.confirm', { name })} confirm={translate('sd.action.delete')} />
  );
}
