import { createHttpClient } from '../engine/data/httpClient';

let modelVersionSeen: ((version: number) => void) | undefined;

/** What the agent panel does with the model version an answer names (it follows a newer one); the public pages do nothing. */
export const onModelVersion = (listener: (version: number) => void) => { modelVersionSeen = listener; };

/** The one HTTP client of the app: the agent panel's data provider and the public pages share it. */
export const http = createHttpClient(import.meta.env.VITE_API_URL ?? '', undefined, { onModelVersion: (version) => modelVersionSeen?.(version) });
