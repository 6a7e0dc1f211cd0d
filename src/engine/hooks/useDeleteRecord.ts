import { useState } from 'react';
import { useDataProvider, type Identifier } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';
import { messageOfError } from '../data/messageOfError';
import { useAlert } from './useAlert';

/** useDeleteRecord(definition, onDone) → remove(id) deletes, tells the resource's alert area, then calls onDone. */
export function useDeleteRecord(definition: ResourceDefinition, onDone: () => void) {
  const dataProvider = useDataProvider();
  const alert = useAlert(definition.alert);
  const [busy, setBusy] = useState(false);
  const remove = async (id: Identifier) => {
    setBusy(true);
    try {
      const result = await dataProvider.delete(definition.name, { id });
      const message = (result as { meta?: { message?: string } }).meta?.message;
      if (message) alert.show('success', message);
      onDone();
    } catch (error) {
      alert.show('error', messageOfError(error));
    } finally {
      setBusy(false);
    }
  };
  return { remove, busy };
}
