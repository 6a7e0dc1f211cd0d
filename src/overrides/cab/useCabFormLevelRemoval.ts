import { useState } from 'react';
import { useAlert } from '../../engine/hooks/useAlert';
import { messageOfError } from '../../engine/data/messageOfError';
import { fillUrl } from '../../kernel';
import { http } from '../http';
import type { LevelDraft } from './cabFormLevels';

/**
 * Removing a level asks first. A saved level of the board being edited is removed on the
 * server at once (the levels' x-remove-item call), its answer going to the CAB alert area; a level not
 * saved yet only leaves the editor. Either way the dialog closes.
 */
export function useCabFormLevelRemoval(alertArea: string, removal: { DELETE: string } | undefined, levels: LevelDraft[], onRemoved: (index: number) => void) {
  const alert = useAlert(alertArea);
  const [pending, setPending] = useState<number>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const index = pending;
    const level = index === undefined ? undefined : levels[index];
    if (index === undefined || !level) return;
    if (level.id !== undefined && removal) {
      setBusy(true);
      try {
        const body = await http.send<{ message?: string }>({ method: 'DELETE', url: fillUrl(removal.DELETE, { item: level.id }) });
        if (body.message) alert.show('success', body.message);
        onRemoved(index);
      } catch (error) {
        alert.show('error', messageOfError(error));
      } finally {
        setBusy(false);
      }
    } else {
      onRemoved(index);
    }
    setPending(undefined);
  };
  return { pending, busy, ask: (index: number) => setPending(index), cancel: () => setPending(undefined), confirm };
}
