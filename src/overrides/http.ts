import { createHttpClient } from '../engine/data/httpClient';

/** The one HTTP client of the app: the agent panel's data provider and the public pages share it. */
export const http = createHttpClient(import.meta.env.VITE_API_URL ?? '');
