import type { FastifyRequest } from 'fastify';
import { queryPlaceholders } from '../../../src/kernel';
import { scalar, type RawQuery } from '../resources/parseQuery';

type Request = Pick<FastifyRequest<{ Params: Record<string, string | undefined>; Querystring: RawQuery }>, 'params' | 'query'>;

/**
 * The raw values of a link template's placeholders in a request: the path's from the route params, the
 * query's from their query parameter (a repeated one is a 400):
 * templateValues('/x/detach?item_id={target}&order_id={id}', request) → { target: '9', id: '4' }.
 */
export function templateValues(template: string, request: Request): Record<string, string | undefined> {
  const fromQuery = Object.entries(queryPlaceholders(template)).map(([placeholder, param]) => [placeholder, scalar(request.query ?? {}, param)]);
  return { ...request.params, ...Object.fromEntries(fromQuery) };
}
