import fp from 'fastify-plugin';
import { DEFAULT_QUERY_PARAMS, type ResourceDefinition } from '../../src/kernel';
import { badRequest } from '../httpErrors';

/**
 * Control characters (Unicode Cc) but tab, line feed and carriage return, which are white space a
 * pasted term may hold. A NUL ends the text SQLite's full-text parser reads ('unterminated string');
 * none of them is text anybody searches for.
 */
const NOT_TEXT = /[^\P{Cc}\t\n\r]/u;

const PARAM_NAME = /^[A-Za-z][\w-]{0,49}$/;

/** The names a list's search term comes under (search-query; a CAB list's search, a link's search_query). */
function searchParams(resources: ResourceDefinition[]): Set<string> {
  const names = resources.flatMap((def) => [def.params.search, ...Object.values(def.links).map((link) => link.list?.params?.search)]);
  return new Set([DEFAULT_QUERY_PARAMS.search, ...names].filter((name): name is string => !!name));
}

/** A part of a query string as the query parser reads it ('+' is a space); undefined when it is no UTF-8. */
function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Every request's query string is text or is refused (400) before any route reads it, so no route
 * needs its own guard and an export is refused before the first byte of its file. Percent-escapes
 * that are no UTF-8 (%FF, a lone surrogate's %ED%A0%80) would reach a route undecoded, as the
 * literal text '%FF'; control characters would reach the database. How long a value may be is each
 * parameter's own rule (a search term's 255 characters), checked where it is read.
 */
export default fp(async (app) => {
  const search = searchParams(app.resources);
  app.addHook('onRequest', async (request) => {
    const at = request.url.indexOf('?');
    if (at < 0) return;
    for (const pair of request.url.slice(at + 1).split('&')) {
      const split = pair.indexOf('=');
      const name = decoded(split < 0 ? pair : pair.slice(0, split));
      const value = split < 0 ? '' : decoded(pair.slice(split + 1));
      if (name === undefined || value === undefined) throw badRequest('The query string is not valid percent-encoded UTF-8.');
      if (NOT_TEXT.test(name)) throw badRequest('The query string contains characters that are not allowed.');
      if (!NOT_TEXT.test(value)) continue;
      const param = name.replace(/\[[^\]]*\]$/, '');
      if (search.has(param)) throw badRequest('The search text contains characters that are not allowed.');
      // The name is the client's: said back only when it reads as a parameter's name.
      throw badRequest(`The ${PARAM_NAME.test(param) ? param : 'query string'} contains characters that are not allowed.`);
    }
  });
}, { name: 'query-text', dependencies: ['db'] });
