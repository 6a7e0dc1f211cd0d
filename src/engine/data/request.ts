/** The neutral shape every pure mapper produces and the HTTP client sends. */
export type QueryPairs = Array<[string, string]>;
export type FormEntries = Array<[string, string | Blob]>;

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  query?: QueryPairs;
  /** A JSON body, or multipart entries built by toFormEntries. */
  json?: unknown;
  multipart?: FormEntries;
}

/** encodeQuery([['a[0]', '1'], ['q', 'x y']]) === 'a%5B0%5D=1&q=x+y'; empty when there is nothing. */
export function encodeQuery(query: QueryPairs = []): string {
  return new URLSearchParams(query).toString();
}

/** The full URL of a request: urlOf('/api', { url: '/x', query: [['a', '1']] }) === '/api/x?a=1'. */
export function urlOf(baseUrl: string, request: Pick<ApiRequest, 'url' | 'query'>): string {
  const query = encodeQuery(request.query);
  return `${baseUrl.replace(/\/$/, '')}${request.url}${query ? `?${query}` : ''}`;
}

/** indexed('asset_ids', [1, 2]) → [['asset_ids[0]', '1'], ['asset_ids[1]', '2']]: the brackets the server reads. */
export function indexed(name: string, values: unknown[]): QueryPairs {
  return values.map((value, index) => [`${name}[${index}]`, String(value)]);
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * Multipart entries of a write payload: booleans as 1/0, lists as name[0], nested objects as
 * name[key], files as they are; null and undefined as '' so an update can clear a field.
 */
export function toFormEntries(values: Record<string, unknown>, prefix = ''): FormEntries {
  const entries: FormEntries = [];
  for (const [key, value] of Object.entries(values)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (isBlob(value)) entries.push([name, value]);
    else if (Array.isArray(value)) entries.push(...toFormEntries(Object.fromEntries(value.map((item, i) => [i, item])), name));
    else if (value !== null && typeof value === 'object') entries.push(...toFormEntries(value as Record<string, unknown>, name));
    else if (typeof value === 'boolean') entries.push([name, value ? '1' : '0']);
    else entries.push([name, value === null || value === undefined ? '' : String(value)]);
  }
  return entries;
}
