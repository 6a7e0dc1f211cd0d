import { MODEL_VERSION_HEADER } from '../../kernel';
import { toHttpError } from './httpError';
import { urlOf, type ApiRequest } from './request';

export interface HttpClient {
  /** Sends a request and answers the parsed body of a success; a failure throws react-admin's HttpError. */
  send<T = unknown>(request: ApiRequest): Promise<T>;
  baseUrl: string;
}

export interface HttpClientOptions {
  /** Called with the model version each answer names (its X-Model-Version header), so an open app can follow a newer one. */
  onModelVersion?(version: number): void;
}

const CSRF_COOKIE = 'XSRF-TOKEN';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((item) => item.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try { return JSON.parse(text); } catch { return { message: text.slice(0, 200) }; }
}

/**
 * createHttpClient('') talks to the API on the page's own origin with the session cookie, echoes
 * the CSRF cookie as X-XSRF-TOKEN on unsafe methods (asking the server for one first when the
 * browser has none yet), and unwraps the { success, message, data } envelope.
 */
export function createHttpClient(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args), options: HttpClientOptions = {}): HttpClient {
  const csrfToken = async () => {
    if (!readCookie(CSRF_COOKIE)) await fetchImpl(urlOf(baseUrl, { url: '/api/me' }), { credentials: 'include' }).catch(() => undefined);
    return readCookie(CSRF_COOKIE);
  };
  return {
    baseUrl,
    async send<T>(request: ApiRequest): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      if (UNSAFE.has(request.method)) {
        const token = await csrfToken();
        if (token) headers['X-XSRF-TOKEN'] = token;
      }
      let body: BodyInit | undefined;
      if (request.multipart) {
        const form = new FormData();
        for (const [name, value] of request.multipart) form.append(name, value);
        body = form;
      } else if (request.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.json);
      }
      const response = await fetchImpl(urlOf(baseUrl, request), { method: request.method, headers, body, credentials: 'include' });
      const version = Number(response.headers.get(MODEL_VERSION_HEADER) ?? Number.NaN);
      if (Number.isInteger(version)) options.onModelVersion?.(version);
      const parsed = await parse(response);
      if (!response.ok || (parsed as { success?: unknown })?.success === false) throw toHttpError(response.status, parsed);
      return (parsed ?? {}) as T;
    },
  };
}
