import { badRequest } from '../../httpErrors';

type Node = Record<string, unknown> | unknown[];

const NAME = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
// Field names come from the client: these would reach Object.prototype through a plain object.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_INDEX = 999;

/** Removes the holes of sparse arrays (asset_ids[0] and asset_ids[5] only) at every depth. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter(() => true).map(compact);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  return value;
}

function segmentsOf(name: string): string[] {
  const match = NAME.exec(name);
  if (!match) throw badRequest(`The field name ${JSON.stringify(name.slice(0, 100))} is malformed.`);
  const segments = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
  if (segments.some((segment) => FORBIDDEN.has(segment))) throw badRequest('The field name is not allowed.');
  return segments;
}

/**
 * Form fields with bracketed names as nested values, the way the client's formEntries writes them:
 * foldBrackets([['asset_ids[0]', '4'], ['levels[0][name]', 'L1'], ['name', 'x']])
 * gives { asset_ids: ['4'], levels: [{ name: 'L1' }], name: 'x' }. Types are left to the validator.
 */
export function foldBrackets(entries: Array<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const segments = segmentsOf(name);
    let node: Node = root;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const isIndex = /^\d*$/.test(segment);
      if (Array.isArray(node) !== isIndex && node !== root) throw badRequest(`The ${segments[0]} field mixes list and object keys.`);
      if (isIndex && segment !== '' && Number(segment) > MAX_INDEX) throw badRequest(`The ${segments[0]} field has too many items.`);
      const key: string | number = isIndex ? (segment === '' ? (node as unknown[]).length : Number(segment)) : segment;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      const wantsArray = /^\d*$/.test(segments[i + 1]);
      const next = container[key];
      if (next === undefined) container[key] = wantsArray ? [] : {};
      else if (typeof next !== 'object' || Array.isArray(next) !== wantsArray) throw badRequest(`The ${segments[0]} field mixes list and object keys.`);
      node = container[key] as Node;
    });
  }
  return compact(root) as Record<string, unknown>;
}
