import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import type { PanelData } from './panelData';

/**
 * Where a panel runs: its calls (panelData) and how its links open. On a host page a link is a plain
 * address on the service desk's server (appUrl); inside this app `navigate` keeps it a client-side move.
 */
export interface PanelEnvironment {
  data: PanelData;
  appUrl: string;
  navigate?: (path: string) => void;
}

const PanelContext = createContext<PanelEnvironment | null>(null);

export function PanelProvider({ value, children }: { value: PanelEnvironment; children: ReactNode }) {
  return <PanelContext.Provider value={value}>{children}</PanelContext.Provider>;
}

export function usePanel(): PanelEnvironment {
  const value = useContext(PanelContext);
  if (!value) throw new Error('A service-desk panel must be rendered inside PanelProvider.');
  return value;
}

/** linkProps('/service-desk/problem/4/show') → { href, onClick }: an address that opens in a new tab too, moved client-side when it can. */
export function usePanelLink(): (path: string) => { href: string; onClick?: (event: MouseEvent) => void } {
  const { appUrl, navigate } = usePanel();
  return (path) => ({
    href: `${appUrl.replace(/\/$/, '')}${path}`,
    onClick: navigate ? (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(path);
    } : undefined,
  });
}
