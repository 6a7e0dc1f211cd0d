import type { ActionFlags } from '../data';
import type { DisabledUnless } from '../../kernel';

/** How an action button shows: usable, visible but disabled (with the tooltip), or not at all. */
export type ActionGate = 'enabled' | 'disabled' | 'hidden';

/**
 * actionGate('edit', flags, { flag: 'details_edit', tooltip }) → 'disabled'
 * when neither flag is granted: an action without its flag is hidden, unless the page says such
 * actions stay visible but disabled while its x-show.disabledUnless flag is not granted. Until the
 * flags have loaded nothing shows disabled, so no button appears greyed and then vanishes.
 */
export function actionGate(flag: string | undefined, flags: ActionFlags, unless?: DisabledUnless, loaded = true): ActionGate {
  if (flag === undefined || flags[flag] === true) return 'enabled';
  return unless && loaded && flags[unless.flag] !== true ? 'disabled' : 'hidden';
}
