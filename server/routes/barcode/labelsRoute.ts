import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ResourceDefinition } from '../../../src/kernel';
import { ApiError, badRequest, notFound } from '../../httpErrors';
import { labelsErrorPage, labelsPage, labelsPolicy, type LabelItem } from '../../barcode/labelsPage';
import { DEFAULT_TEMPLATE } from '../../barcode/templateRules';
import { findTemplate } from '../../barcode/templateStore';
import { tableOf } from '../../repositories/resourceTable';
import { quote } from '../../sql';
import { valueList, type RawQuery } from '../resources/parseQuery';
import { logoUrl } from './templateAnswer';

export const LABELS_URL = '/service-desk/generate-barcode';
/** One request prints at most this many labels: a few pages of label sheets, and a query string browsers still send. */
export const MAX_LABELS = 500;
export const NO_ASSET_MESSAGE = 'Please select at least one asset to print labels.';

const ID = /^[1-9][0-9]{0,15}$/;

/** ids[0]=3&ids[1]=5 (or ids[]=, ids=) as distinct ids in the order given. */
export function labelIds(query: RawQuery): number[] {
  const values = valueList(query, 'ids') ?? [];
  if (!values.length) throw badRequest(NO_ASSET_MESSAGE);
  if (values.some((value) => !ID.test(value) || !Number.isSafeInteger(Number(value)))) throw badRequest('The ids must be asset ids (positive whole numbers).');
  const ids = [...new Set(values.map(Number))];
  if (ids.length > MAX_LABELS) throw badRequest(`At most ${MAX_LABELS} labels can be printed at once.`);
  return ids;
}

function htmlReply(reply: FastifyReply, status: number, html: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  return reply.code(status).type('text/html; charset=utf-8')
    .header('Content-Security-Policy', labelsPolicy(nonce)).header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer').header('Cache-Control', 'no-store')
    .send(html(nonce));
}

/** labels => GET /service-desk/generate-barcode?ids[0]=1&ids[1]=2: an HTML page, failures included (a person opened it in a tab). */
export function labelsRoute(app: FastifyInstance, asset: ResourceDefinition) {
  const table = quote(tableOf(asset));
  app.get<{ Querystring: RawQuery }>(LABELS_URL, {
    config: { staff: true },
    // The session check runs in a hook, so its 401/403 come here too and read as a page.
    errorHandler: (error: FastifyError, request, reply) => {
      const known = error instanceof ApiError;
      if (!known) request.log.error(error);
      const message = !known ? 'Something went wrong on the server.' : error.statusCode === 401 ? 'Sign in to print labels.' : error.message;
      return htmlReply(reply, known ? error.statusCode : 500, (nonce) => labelsErrorPage(message, nonce));
    },
  }, async (request, reply) => {
    const ids = labelIds(request.query);
    const found = await app.db.all<LabelItem>(`SELECT id, name, identifier FROM ${table} WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
    const byId = new Map(found.map((item) => [item.id, item]));
    const unknown = ids.filter((id) => !byId.has(id));
    if (unknown.length === 1) throw notFound(`No asset has the id ${unknown[0]}.`);
    if (unknown.length) throw notFound(`No assets have the ids ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? ', …' : ''}.`);
    const template = await findTemplate(app.db);
    const layout = { ...(template ?? DEFAULT_TEMPLATE),
      logo: template?.logo && template.display_logo_confirmed === 1 ? logoUrl(template.id, template.logo) : null };
    return htmlReply(reply, 200, (nonce) => labelsPage(layout, ids.map((id) => byId.get(id)!), nonce));
  });
}
