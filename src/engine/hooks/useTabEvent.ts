import { useEffect } from 'react';
import type { ShowTab } from '../../kernel';

/** The window event that selects a show page's tab by the name its x-show tab declares (`event`). */
export const SHOW_TAB_EVENT = 'service-desk:show-tab';

/**
 * useTabEvent(tabs, setTab): while the show page is open, a CustomEvent SHOW_TAB_EVENT whose detail
 * names a tab's `event` selects that tab (spec: an event can switch the change view to its tasks tab):
 * window.dispatchEvent(new CustomEvent('service-desk:show-tab', { detail: 'tasks' })).
 */
export function useTabEvent(tabs: ShowTab[] | undefined, select: (index: number) => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      const name = (event as CustomEvent<unknown>).detail;
      const index = (tabs ?? []).findIndex((tab) => tab.event !== undefined && tab.event === name);
      if (index >= 0) select(index);
    };
    window.addEventListener(SHOW_TAB_EVENT, listener);
    return () => window.removeEventListener(SHOW_TAB_EVENT, listener);
  }, [tabs, select]);
}
