import { useCallback, useEffect, useRef } from 'react';
import { DELAY } from '../constants';
import type { ResourceDefinition } from '../../kernel';

/**
 * useLinkReload(def, onChanged) → reload(link) after an attach or detach from the show page's menus.
 * A one-to-one link (max 1) changes what the page offers (attach becomes detach, the linked-record
 * tab fills), and the spec has the problem refresh about a second after attaching a change: that
 * reload waits DELAY.short; any other link reloads at once. A resource's x-show.linkReload replaces
 * both (the change view reloads 500 ms after any association event). A pending reload is dropped on unmount.
 */
export function useLinkReload(definition: ResourceDefinition, onChanged: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((link: string | undefined) => {
    // A resource that names its own pause (x-show.linkReload) waits it after every association event.
    const named = definition.show.linkReload;
    const pause = named !== undefined ? DELAY[named] : (link !== undefined && definition.links[link]?.max === 1 ? DELAY.short : undefined);
    if (pause === undefined) {
      onChanged();
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(onChanged, pause);
  }, [definition, onChanged]);
}
