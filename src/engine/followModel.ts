import type { AppModel } from '../kernel';
import type { ModelStore } from './resourceFiles';

/**
 * followModel(store, read) → what to do with the model version an answer names: a version newer than
 * the store's is read once (answers seen meanwhile wait for that read rather than start their own)
 * and set in the store, which redraws the screens. A read that fails is not tried again for that
 * version (signed out, the answer will come again with the next version); a later answer's newer one is.
 */
export function followModel(store: ModelStore, read: () => Promise<AppModel>): (version: number) => void {
  let reading: Promise<void> | undefined;
  let failed = 0;
  return (version) => {
    if (reading || version <= store.get().number || version === failed) return;
    reading = read()
      .then((model) => { if (model.number > store.get().number) store.set(model); }, () => { failed = version; })
      .finally(() => { reading = undefined; });
  };
}
