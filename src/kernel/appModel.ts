import type { ResourceFile } from './types';

/**
 * The model as the app draws from it: a version's number and the app copy (appFile) of each of its
 * resource files, in path order. The server embeds it in the page it sends and answers it at
 * APP_MODEL_API; every API answer names the version it was answered with in MODEL_VERSION_HEADER, so
 * an open app learns of a newer one from its next request.
 */
export interface AppModel {
  number: number;
  files: ResourceFile[];
}

/** Where any signed-in person reads the current version's app copy (ETag "model-<number>"). */
export const APP_MODEL_API = '/service-desk/api/model/app';

/** The answer header naming the model version that answered the request. */
export const MODEL_VERSION_HEADER = 'x-model-version';

/** The id of the page's non-executed JSON block holding the AppModel the page was sent with. */
export const MODEL_BLOCK_ID = 'service-desk-model';
