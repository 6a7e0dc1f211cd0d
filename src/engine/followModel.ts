import type { AppModel } from '../kernel';
import type { ModelStore } from './resourceFiles';

/**
 * followModel(store, read) → what to do with the model version an answer names: a version newer than
 * the store's is read once (answers seen meanwhile wait for that read rather than start their own)
 * and set in the store, which redraws the screens. A read that failed (signed out) is tried again
 * with the next answer naming the version, the one after signing in.
 */
export function followModel(store: ModelStore, read: () => Promise<AppModel>): (version: number) => void {
  let reading: Promise<void> | undefined;
  return (version) => {
    if (reading || version <= store.get().number) return;
    reading = read()
      .then((model) => { if (model.number > store.get().number) store.set(model); }, () => undefined)
      .finally(() => { reading = undefined; });
  };
}
