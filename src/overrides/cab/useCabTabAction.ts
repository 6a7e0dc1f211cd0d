import { useEffect, useRef, useState } from 'react';
import { DELAY } from '../../engine/constants';
import type { ApiRequest } from '../../engine/data';
import { useAlert } from '../../engine/hooks/useAlert';
import { http } from '../http';

/**
 * useCabTabAction(area, onChanged) → run(request): sends a CAB call and, when it succeeds, shows the
 * server's words in the alert area and reloads the page DELAY.afterAction later (CAB actions
 * redirect after 2 seconds). A failure is thrown back, so the dialog that sent it can show it.
 */
export function useCabTabAction(area: string, onChanged: () => void) {
  const alert = useAlert(area);
  const [busy, setBusy] = useState(false);
  const [reloading, setReloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = async (request: ApiRequest) => {
    setBusy(true);
    try {
      const body = await http.send<{ message?: unknown }>(request);
      alert.show('success', typeof body.message === 'string' ? body.message : 'ra.notification.updated');
      setReloading(true);
      timer.current = setTimeout(() => { setReloading(false); onChanged(); }, DELAY.afterAction);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy: busy || reloading, reloading };
}
