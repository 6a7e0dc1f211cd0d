/**
 * The draft of the whole model the Data model screens edit: the files as the administrator changed
 * them and the version they were read from (the apply names it, so a version applied meanwhile is
 * refused). One per browser tab, kept in sessionStorage so a reload keeps it; shared by every screen
 * through a tiny store React subscribes to.
 */
import { useSyncExternalStore } from 'react';
import type { Json } from './propertyKinds';

export type ModelFiles = Record<string, Json>;
export interface ModelVersion { number: number; files: ModelFiles }
export interface Draft { base: number; files: ModelFiles }

export const DRAFT_KEY = 'sd.model-draft';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isDraft = (value: unknown): value is Draft => typeof value === 'object' && value !== null
  && Number.isInteger((value as Draft).base) && typeof (value as Draft).files === 'object' && (value as Draft).files !== null;

/** createDraftStore(sessionStorage): the store over a storage (a test gives its own). */
export function createDraftStore(storage: Storage | undefined) {
  let draft: Draft | null = null;
  try {
    const stored: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null');
    draft = isDraft(stored) ? stored : null;
  } catch {
    draft = null;
  }
  const listeners = new Set<() => void>();
  const set = (next: Draft | null) => {
    draft = next;
    if (next) storage?.setItem(DRAFT_KEY, JSON.stringify(next));
    else storage?.removeItem(DRAFT_KEY);
    for (const listener of listeners) listener();
  };
  return {
    get: () => draft,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    /** edit(current, 'vendor.json', (file) => …): the draft (begun from `current` when there is none) with one file replaced, or removed for undefined. */
    edit(current: ModelVersion, path: string, change: (file: Json | undefined) => Json | undefined) {
      const base = draft ?? { base: current.number, files: current.files };
      const files = { ...base.files };
      const next = change(files[path]);
      if (next === undefined) delete files[path];
      else files[path] = next;
      set({ base: base.base, files });
    },
    /** Replaces the whole draft (a rebase), or clears it (applied, discarded). */
    replace: set,
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

const browserStorage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
export const draftStore = createDraftStore(browserStorage());

/** useDraft() → the draft, redrawing the screen when any screen changes it. */
export const useDraft = () => useSyncExternalStore(draftStore.subscribe, draftStore.get);

/** The model the screens show: the draft's files, or the current version's while there is no draft. */
export const workingFiles = (draft: Draft | null, current: ModelVersion | undefined): ModelFiles => draft?.files ?? current?.files ?? {};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * rebased(draft, base, current): the draft made again on the current version: each file the draft
 * changed from its base (added, edited, removed) replaces the current's, the others are the current's.
 * A file both changed is the draft's: the diff shown before says what that overrides.
 */
export function rebased(draft: Draft, base: ModelFiles, current: ModelVersion): Draft {
  const files: ModelFiles = { ...current.files };
  for (const path of new Set([...Object.keys(base), ...Object.keys(draft.files)])) {
    if (same(base[path], draft.files[path])) continue;
    if (draft.files[path] === undefined) delete files[path];
    else files[path] = draft.files[path];
  }
  return { base: current.number, files };
}
