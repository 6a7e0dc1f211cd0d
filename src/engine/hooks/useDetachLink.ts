import { useState } from 'react';
import { useDataProvider, type Identifier } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition } from '../../kernel';
import { useAlert } from './useAlert';
import { messageOfError } from '../data/messageOfError';

/**
 * useDetachLink(def, onDone) → detach(link, id, target, attribute?) drops one linked record; the server's words,
 * success or failure, go to the resource's alert area and onDone runs either way, since a detach
 * dialog closes whatever the outcome.
 */
export function useDetachLink(definition: ResourceDefinition, onDone: (detached: boolean) => void) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const alert = useAlert(definition.alert);
  const [busy, setBusy] = useState(false);
  const detach = async (link: string, id: Identifier, target: Identifier, attribute?: string) => {
    setBusy(true);
    let detached = false;
    try {
      const { meta } = await dataProvider.detach(definition.name, { link, id, target, ...(attribute !== undefined ? { attribute } : {}) });
      if (meta?.message) alert.show('success', meta.message);
      detached = true;
    } catch (error) {
      alert.show('error', messageOfError(error));
    } finally {
      setBusy(false);
      onDone(detached);
    }
  };
  return { detach, busy };
}
