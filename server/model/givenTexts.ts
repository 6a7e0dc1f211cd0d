import { formatModelFile } from '../../src/kernel';
import { badRequest } from '../httpErrors';
import type { ModelTexts } from './modelFiles';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The texts of a model sent to check or apply: `files` maps each path to the file's JSON, or to its
 * text as typed (the raw JSON tab: one that does not parse is kept, to be refused with the place of
 * its error). A file that says what the current version's file says keeps that file's text, so an
 * export shows only the files that changed; a changed one is laid out as formatModelFile writes.
 */
export function givenTexts(files: unknown, current: ModelTexts): ModelTexts {
  if (!isObject(files)) throw badRequest('The files must be an object of paths to resource files.');
  const texts: ModelTexts = {};
  for (const [path, file] of Object.entries(files)) {
    if (typeof file !== 'string' && !isObject(file)) throw badRequest(`The file ${path} must be a JSON object or its text.`);
    const value = typeof file === 'string' ? parsedOrUndefined(file) : file;
    const text = current[path];
    if (value === undefined) texts[path] = file as string;
    else texts[path] = text !== undefined && JSON.stringify(parsedOrUndefined(text)) === JSON.stringify(value) ? text : formatModelFile(value);
  }
  return texts;
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A version's files as the API answers them: each parsed. */
export const parsedFiles = (texts: ModelTexts) => Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, JSON.parse(text) as unknown]));
