import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { modelStore } from '../../../engine/resourceFiles';
import { createPanelData } from '../panelData';
import { PanelBoundary } from '../PanelBoundary';
import { PanelProvider } from '../PanelContext';

// One set of panel calls for the app's lifetime, against the same server and drawn from the same model as the agent panel.
const apiUrl = import.meta.env.VITE_API_URL ?? '';
const data = createPanelData(apiUrl, modelStore);

/** A panel inside this app: the app's theme, links moved by the router instead of reloading the page. */
export function InAppPanel({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo(() => ({ data, appUrl: apiUrl, navigate: (path: string) => navigate(path) }), [navigate]);
  return <PanelBoundary><PanelProvider value={value}>{children}</PanelProvider></PanelBoundary>;
}
