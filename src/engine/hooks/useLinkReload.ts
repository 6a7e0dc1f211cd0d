import { useCallback, useEffect, useRef } from 'react';
import { DELAY } from '../constants';
import type { ResourceDefinition } from '../schema/defineResource';

/**
 * useLinkReload(def, onChanged) → reload(link) after an attach or detach from the show page's menus.
 * A one-to-one link (max 1) changes what the page offers (attach becomes detach, the linked-record
 * tab fills), and the spec has the problem refresh about a second after attaching a change: that
 * reload waits DELAY.short; any other link reloads at once. A pending reload is dropped on unmount.
 */
export function useLinkReload(definition: ResourceDefinition, onChanged: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((link: string | undefined) => {
    if (link === undefined || definition.links[link]?.max !== 1) {
      onChanged();
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(onChanged, DELAY.short);
  }, [definition, onChanged]);
}
