import { useTranslate, type RaRecord } from 'ra-core';
import { linkedRecordOf } from '../data/linkedRecord';
import { useDetachLink } from '../hooks/useDetachLink';
import type { ResourceDefinition } from '../../kernel';
import { ConfirmDialog } from './ConfirmDialog';

interface DetachLinkedDialogProps {
  definition: ResourceDefinition;
  record: RaRecord;
  /** The max-1 x-links entry whose one record is detached; the dialog is open while one is given. */
  link?: string;
  onClose(): void;
  onDetached(link: string): void;
}

/**
 * The 'detach' menu item's question (detach change): the target is the one record the link holds,
 * read from the record itself, so the menu needs no list. Closes whatever the outcome.
 */
export function DetachLinkedDialog({ definition, record, link, onClose, onDetached }: DetachLinkedDialogProps) {
  const translate = useTranslate();
  const target = link === undefined ? undefined : linkedRecordOf(definition, record, link);
  const name = (link && definition.links[link]?.target?.title) ?? link ?? '';
  const { detach, busy } = useDetachLink(definition, (detached) => {
    onClose();
    if (detached) onDetached(link!);
  });
  return (
    <ConfirmDialog open={target !== undefined} danger busy={busy} title={translate('sd.links.detach_title', { name })}
      question={translate('sd.links.detach_confirm', { name })} confirm={translate('sd.links.detach')}
      onConfirm={() => detach(link!, record.id, target!.id as RaRecord['id'])} onClose={onClose} />
  );
}
