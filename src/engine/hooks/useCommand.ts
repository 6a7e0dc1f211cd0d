import { useState } from 'react';
import { useDataProvider, type Identifier } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition } from '../../kernel';
import { useAlert } from './useAlert';
import { messageOfError } from '../data/messageOfError';

/** useCommand(def, onDone) → run(name, id) posts an x-actions command; the server's words go to the resource's alert area. */
export function useCommand(definition: ResourceDefinition, onDone: () => void) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const alert = useAlert(definition.alert);
  const [busy, setBusy] = useState(false);
  const run = async (name: string, id: Identifier) => {
    setBusy(true);
    try {
      const { meta } = await dataProvider.command(definition.name, name, id);
      if (meta?.message) alert.show('success', meta.message);
    } catch (error) {
      alert.show('error', messageOfError(error));
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return { run, busy };
}
