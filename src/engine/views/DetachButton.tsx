import { useState } from 'react';
import { Button } from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import { useAlert } from '../hooks/useAlert';
import { messageOfError } from '../hooks/useDeleteRecord';
import type { ResourceDefinition } from '../schema/defineResource';
import { ConfirmDialog } from './ConfirmDialog';

interface DetachButtonProps {
  definition: ResourceDefinition;
  link: string;
  /** The owning record and the linked one. */
  id: Identifier;
  target: Identifier;
  /** What is detached, in words: the target's title. */
  name: string;
  onDetached(): void;
}

/** "detach" on a linked row, asked first; the outcome goes to the resource's alert area and the dialog closes either way (spec §8). */
export function DetachButton({ definition, link, id, target, name, onDetached }: DetachButtonProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const alert = useAlert(definition.alert);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const detach = async () => {
    setBusy(true);
    try {
      const { meta } = await dataProvider.detach(definition.name, { link, id, target });
      if (meta?.message) alert.show('success', meta.message);
      onDetached();
    } catch (error) {
      alert.show('error', messageOfError(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setAsking(true)}>{translate('sd.links.detach')}</Button>
      <ConfirmDialog open={asking} danger busy={busy} title={translate('sd.links.detach_title', { name })}
        question={translate('sd.links.detach_confirm', { name })} confirm={translate('sd.links.detach')}
        onConfirm={detach} onClose={() => setAsking(false)} />
    </>
  );
}
