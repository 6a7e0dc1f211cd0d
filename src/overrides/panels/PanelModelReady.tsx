import { type ReactNode, useEffect, useState } from 'react';
import { errorNotice, PanelAlert, type PanelNotice } from './PanelAlert';
import { usePanel } from './PanelContext';

/**
 * Draws the panel once its model is there: on a host page the server's app copy, read on mount (the
 * panel library carries no resource file); inside the app at once, from the app's own model. A
 * failed read (signed out) says so in the panel.
 */
export function PanelModelReady({ children }: { children: ReactNode }) {
  const { data } = usePanel();
  const [state, setState] = useState<'ready' | 'reading' | PanelNotice>(() => (data.model.get().number > 0 ? 'ready' : 'reading'));
  useEffect(() => {
    if (state !== 'reading') return undefined;
    let current = true;
    data.ready().then(() => current && setState('ready'), (error: unknown) => current && setState(errorNotice(error)));
    return () => { current = false; };
  }, [data, state]);
  if (state === 'ready') return children;
  return state === 'reading' ? null : <PanelAlert notice={state} />;
}
