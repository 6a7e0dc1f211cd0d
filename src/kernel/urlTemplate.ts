/**
 * Endpoint templates whose placeholders may sit in a query as well as in the path, as some servers
 * name the records of a call in the query string: '/x/detach?item_id={target}&order_id={id}'.
 */
import { fillUrl } from './paths';

const PLACEHOLDER = /^\{(\w+)\}$/;

export interface SplitTemplate {
  /** The path part, placeholders kept: '/x/detach'. */
  path: string;
  /** The query part in order, each value a placeholder ('{id}') or a fixed text. */
  query: Array<[name: string, value: string]>;
}

/** splitTemplate('/x/d?a={id}&kind=b') → { path: '/x/d', query: [['a', '{id}'], ['kind', 'b']] } */
export function splitTemplate(template: string): SplitTemplate {
  const [path, search = ''] = template.split('?');
  return { path, query: search ? search.split('&').map((pair) => pair.split('=') as [string, string]).map(([name, value = '']) => [name, value]) : [] };
}

/** Every placeholder of a template, path and query: templatePlaceholders('/x/{id}?t={target}') → ['id', 'target']. */
export const templatePlaceholders = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/** The query parameter each query placeholder comes from: queryPlaceholders('/x?item_id={target}') → { target: 'item_id' }. */
export function queryPlaceholders(template: string): Record<string, string> {
  return Object.fromEntries(splitTemplate(template).query.flatMap(([name, value]) => {
    const placeholder = PLACEHOLDER.exec(value)?.[1];
    return placeholder ? [[placeholder, name]] : [];
  }));
}

/**
 * The URL and query pairs of a filled template: fillTemplate('/x/{id}/d?t={target}', { id: 4, target: 9 })
 * → { url: '/x/4/d', query: [['t', '9']] }. The query is left for the HTTP client to encode.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): { url: string; query: Array<[string, string]> } {
  const { path, query } = splitTemplate(template);
  return {
    url: fillUrl(path, values),
    query: query.map(([name, value]) => {
      const placeholder = PLACEHOLDER.exec(value)?.[1];
      if (placeholder && values[placeholder] === undefined) throw new Error(`${template}: no value for {${placeholder}}`);
      return [name, placeholder ? String(values[placeholder]) : value];
    }),
  };
}
