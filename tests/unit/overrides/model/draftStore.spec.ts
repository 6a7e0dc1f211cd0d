// The draft of the model: begun from the version read, kept in the storage a reload reads again,
// cleared after an apply; a rebase keeps the draft's own file changes over a newer version.
import { describe, expect, it, vi } from 'vitest';
import { createDraftStore, DRAFT_KEY, rebased, workingFiles } from '../../../../src/overrides/model/draftStore';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => { items.set(key, value); }, removeItem: (key: string) => { items.delete(key); } };
};
const current = { number: 3, files: { 'vendor.json': { $id: 'vendor', title: 'vendor' }, 'asset.json': { $id: 'asset' } } };

describe('the draft store', () => {
  it('begins a draft from the version read, with the edited file replaced and the others as they were', () => {
    const store = createDraftStore(memory());
    expect(store.get()).toBeNull();
    store.edit(current, 'vendor.json', (file) => ({ ...file, title: 'supplier' }));
    expect(store.get()).toEqual({ base: 3, files: { 'vendor.json': { $id: 'vendor', title: 'supplier' }, 'asset.json': { $id: 'asset' } } });
    expect(current.files['vendor.json'].title).toBe('vendor');
  });

  it('keeps editing the draft, not the version, and removes a file given undefined', () => {
    const store = createDraftStore(memory());
    store.edit(current, 'location.json', () => ({ $id: 'location' }));
    store.edit({ ...current, number: 4 }, 'asset.json', () => undefined);
    expect(store.get()).toEqual({ base: 3, files: { 'vendor.json': current.files['vendor.json'], 'location.json': { $id: 'location' } } });
  });

  it('survives a reload through its storage, and a cleared draft is gone from it', () => {
    const storage = memory();
    createDraftStore(storage).edit(current, 'vendor.json', () => ({ $id: 'vendor', title: 'x' }));
    const reloaded = createDraftStore(storage);
    expect(reloaded.get()?.files['vendor.json']).toEqual({ $id: 'vendor', title: 'x' });
    reloaded.replace(null);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    expect(createDraftStore(storage).get()).toBeNull();
  });

  it('reads a stored text that is no draft as no draft', () => {
    const storage = memory();
    storage.setItem(DRAFT_KEY, '{"files":1}');
    expect(createDraftStore(storage).get()).toBeNull();
    storage.setItem(DRAFT_KEY, 'not json');
    expect(createDraftStore(storage).get()).toBeNull();
  });

  it('tells its subscribers of every change', () => {
    const store = createDraftStore(memory());
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.edit(current, 'vendor.json', (file) => file);
    store.replace(null);
    stop();
    store.edit(current, 'vendor.json', (file) => file);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('shows the version while there is no draft, the draft once there is one', () => {
    expect(workingFiles(null, current)).toBe(current.files);
    expect(workingFiles({ base: 3, files: {} }, current)).toEqual({});
  });
});

describe('a rebase on a newer version', () => {
  it('keeps the draft\'s changed, added and removed files and takes the newer version\'s others', () => {
    const base = { 'vendor.json': { $id: 'vendor' }, 'asset.json': { $id: 'asset' }, 'old.json': { $id: 'old' } };
    const draft = { base: 3, files: { 'vendor.json': { $id: 'vendor', title: 'mine' }, 'asset.json': { $id: 'asset' }, 'location.json': { $id: 'location' } } };
    const newer = { number: 5, files: { 'vendor.json': { $id: 'vendor', title: 'theirs' }, 'asset.json': { $id: 'asset', title: 'theirs' }, 'old.json': { $id: 'old' } } };
    expect(rebased(draft, base, newer)).toEqual({
      base: 5,
      files: { 'vendor.json': { $id: 'vendor', title: 'mine' }, 'asset.json': { $id: 'asset', title: 'theirs' }, 'location.json': { $id: 'location' } },
    });
  });
});
