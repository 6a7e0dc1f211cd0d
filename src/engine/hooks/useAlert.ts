import { useCallback, useMemo } from 'react';
import { useStore } from 'ra-core';

export type AlertSeverity = 'success' | 'error' | 'info' | 'warning';
export interface AlertMessage {
  severity: AlertSeverity;
  message: string;
}

/** The store key of an alert area, so any component can address any area by its spec name. */
export const alertKey = (area: string) => `sd.alert.${area}`;

/** const alert = useAlert(definition.alert); alert.show('success', 'Saved.'); alert.clear(); */
export function useAlert(area: string) {
  const [current, setCurrent] = useStore<AlertMessage | null>(alertKey(area), null);
  const show = useCallback((severity: AlertSeverity, message: string) => setCurrent({ severity, message }), [setCurrent]);
  const clear = useCallback(() => setCurrent(null), [setCurrent]);
  return useMemo(() => ({ current, show, clear }), [current, show, clear]);
}
