import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ResourceDefinition, REQUIRED_MESSAGE, type LinkConst, splitTemplate } from '../../../src/kernel';
import { FieldErrors } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import type { RawQuery } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { routePath } from '../resources/routePath';

type Request = FastifyRequest<{ Params: Record<string, string | undefined>; Querystring: RawQuery }>;

/** One link behind a shared URL: the const body fields that choose it, and what it does then. */
export interface ConstEntry {
  constant: LinkConst;
  handle(request: Request, body: Record<string, unknown>): Promise<unknown>;
}

/**
 * Which entry a body chooses; when none, a 412 on each const field that is missing ('This field is
 * required.') or names no entry ('The selected type is invalid.').
 */
export function chooseEntry(entries: ConstEntry[], body: Record<string, unknown>): ConstEntry {
  const chosen = entries.find((entry) => Object.entries(entry.constant).every(([key, value]) => body[key] === value));
  if (chosen) return chosen;
  const keys = [...new Set(entries.flatMap((entry) => Object.keys(entry.constant)))];
  const errors: Record<string, string> = {};
  for (const key of keys) {
    const value = body[key];
    if (value === undefined || value === null || value === '') errors[key] = REQUIRED_MESSAGE;
    else if (!entries.some((entry) => entry.constant[key] === value)) errors[key] = `The selected ${key} is invalid.`;
  }
  // Every value names some link, but no link takes them together.
  if (!Object.keys(errors).length) errors[keys[0]] = `The selected ${keys[0]} is invalid.`;
  throw new FieldErrors(errors);
}

/**
 * One route for the links of an owner that share a URL (POST attach-services/{id} { type, type_ids }):
 * the body is read once (JSON or multipart, no files) and its const fields choose the link.
 */
export function sharedUrlRoute(app: FastifyInstance, owner: ResourceDefinition, method: 'POST' | 'DELETE', url: string, entries: ConstEntry[]) {
  app.route<{ Params: Record<string, string | undefined>; Querystring: RawQuery }>({
    method,
    url: routePath(splitTemplate(url).path),
    handler: async (request) => {
      requireRole(request, owner.write);
      const body = (await readBody(request, [])).values;
      return chooseEntry(entries, body).handle(request, body);
    },
  });
}
