/**
 * The panel library a host help-desk page loads (npm run build emits it as dist/panels/service-desk-panels.js
 * and .css): mountServiceDeskPanel(element, { kind, id, apiUrl }) draws one panel into the element,
 * unmount(element) takes it away. Everything it needs (React, the components, the calls) is inside.
 */
import { createRoot, type Root } from 'react-dom/client';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { appTheme } from '../../engine/theme';
import { createPanelData, type PanelData } from './panelData';
import { PanelBoundary } from './PanelBoundary';
import { PanelProvider } from './PanelContext';
import { PanelModelReady } from './PanelModelReady';
import { PANEL_KINDS, type PanelOptions } from './panelKinds';
import { panelMessages } from './panelMessages';
import './panels.css';

export interface MountOptions extends PanelOptions {
  kind: string;
  /** The service desk's address ('' or omitted: the page's own origin); the signed-in session travels as a cookie. */
  apiUrl?: string;
}

const roots = new WeakMap<Element, Root>();
// The panels of one page that talk to one server share its model and calls: one read of the model, not one a panel.
const dataByServer = new Map<string, PanelData>();
const dataOf = (apiUrl: string) => {
  if (!dataByServer.has(apiUrl)) dataByServer.set(apiUrl, createPanelData(apiUrl));
  return dataByServer.get(apiUrl)!;
};
// The app's colours, focus ring and phone-sized dialogs, on whatever page hosts the panel.
const theme = createTheme(appTheme('light', panelMessages.loading));

function recordId(kind: string, raw: unknown, needed: boolean): number {
  if (!needed && (raw === undefined || raw === null || raw === '')) return 0;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new TypeError(`mountServiceDeskPanel: the ${kind} panel needs a record id (a positive integer), not ${JSON.stringify(raw)}.`);
  return id;
}

/** Draws a panel; throws at once, before touching the page, for a missing element, an unknown kind or a bad id. */
export function mountServiceDeskPanel(element: Element | null | undefined, options: MountOptions): { unmount(): void } {
  if (typeof Element === 'undefined' || !(element instanceof Element)) throw new TypeError('mountServiceDeskPanel: the element to draw the panel in is missing.');
  const kind = PANEL_KINDS[options?.kind];
  if (!kind || !Object.hasOwn(PANEL_KINDS, options.kind)) throw new TypeError(`mountServiceDeskPanel: unknown kind ${JSON.stringify(options?.kind)}; one of ${panelMessages.kinds}.`);
  const id = recordId(options.kind, options.id, kind.needsId);
  unmount(element);
  const root = createRoot(element);
  root.render(
    <ThemeProvider theme={theme}>
      <div className="sd-panel-root">
        <PanelBoundary>
          <PanelProvider value={{ data: dataOf(options.apiUrl ?? ''), appUrl: options.apiUrl ?? '' }}>
            {kind.model ? <PanelModelReady>{kind.render(id, options)}</PanelModelReady> : kind.render(id, options)}
          </PanelProvider>
        </PanelBoundary>
      </div>
    </ThemeProvider>,
  );
  roots.set(element, root);
  return { unmount: () => unmount(element) };
}

/** Takes the panel out of the element (nothing happens when it holds none). */
export function unmount(element: Element): void {
  roots.get(element)?.unmount();
  roots.delete(element);
}
