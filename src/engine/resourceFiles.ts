import { useSyncExternalStore } from 'react';
import { type AppModel, MODEL_BLOCK_ID, type ResourceFile } from '../kernel';

/**
 * The model the app draws from: the server's current version, `{ number, files }` (each resource file's
 * app copy). The page the server sends carries it in a JSON block, read here as this module is first
 * evaluated, so a deep link's first screen draws without asking for it; a newer version read later
 * (followModel) replaces it and every screen reading it through useAppModel redraws.
 */
export interface ModelStore {
  get(): AppModel;
  set(model: AppModel): void;
  /** Calls listener after each set that changed the version; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** No model yet: a page without the block (the dev server's, a test's) until one is set. */
export const NO_MODEL: AppModel = { number: 0, files: [] };

export function createModelStore(initial: AppModel = NO_MODEL): ModelStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(model) {
      // The same version read again is the same model: nothing redraws.
      if (model.number === current.number) return;
      current = model;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/** The model of the page's JSON block (MODEL_BLOCK_ID), NO_MODEL without one or outside a browser. */
export function embeddedModel(document: Document | undefined = globalThis.document): AppModel {
  const text = document?.getElementById(MODEL_BLOCK_ID)?.textContent;
  if (!text) return NO_MODEL;
  const model = JSON.parse(text) as AppModel;
  return typeof model.number === 'number' && Array.isArray(model.files) ? model : NO_MODEL;
}

/** The app's model. */
export const modelStore = createModelStore(embeddedModel());

/** The current version's resource files, for code that picks files by keyword (x-report, x-import, x-api.form.groups) when it runs. */
export const resourceFiles = (): ResourceFile[] => modelStore.get().files;

/** The current model in a component: it redraws when a newer version is set. */
export const useAppModel = (): AppModel => useSyncExternalStore(modelStore.subscribe, modelStore.get);

/** perModel(make) → make's answer for a model version (the current one when none is given), made once per version. */
export function perModel<T>(make: (model: AppModel) => T): (model?: AppModel) => T {
  const made = new WeakMap<AppModel, T>();
  return (model = modelStore.get()) => {
    if (!made.has(model)) made.set(model, make(model));
    return made.get(model) as T;
  };
}
