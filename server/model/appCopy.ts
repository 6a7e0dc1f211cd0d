import { type AppModel, appFile, type ResourceFile } from '../../src/kernel';
import type { Model } from './modelAtStart';
import { isResourceFile } from './modelFiles';

/** A version's app copy and its JSON, made once per model (each process builds one app per version). */
const made = new WeakMap<Model, { copy: AppModel; json: string }>();

/**
 * What the app draws from: the version's resource files (not the host's look-ups) in path order, each
 * as appFile leaves it (no descriptions, $schema, dashboard or import synonyms: notes for the server).
 */
export function appCopy(model: Model): { copy: AppModel; json: string } {
  let entry = made.get(model);
  if (!entry) {
    const files = Object.keys(model.texts).filter(isResourceFile).sort()
      .map((path) => appFile(JSON.parse(model.texts[path]) as ResourceFile) as ResourceFile);
    const copy = { number: model.number, files };
    entry = { copy, json: JSON.stringify(copy) };
    made.set(model, entry);
  }
  return entry;
}
