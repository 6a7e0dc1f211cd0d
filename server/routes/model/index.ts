/**
 * The model's versions (invented: the spec has no such screens), administrators only; agents get 403.
 *   current  => GET  /service-desk/api/model                      data: { number, files } with ETag "model-<number>" (304 to If-None-Match)
 *   versions => GET  /service-desk/api/model/versions             data.versions: number, applied_by ('files' or { id, name }), applied_at, based_on, restored_from, summary; newest first
 *   version  => GET  /service-desk/api/model/versions/{number}    data: one version with its files
 *   diff     => GET  /service-desk/api/model/diff?from=1&to=2     data: { from, to, summary, files: [{ file, change, properties, keywords }] } (to: the current by default)
 *   check, apply and restore: changeRoutes.ts
 */
import type { FastifyInstance } from 'fastify';
import { describeModelDiff, modelDiff } from '../../../src/kernel';
import { notFound } from '../../httpErrors';
import { parsedFiles } from '../../model/givenTexts';
import { currentNumber, findVersion, listVersions, versionTexts } from '../../model/modelVersions';
import { requireRole } from '../../plugins/auth';
import { positiveId, scalar, type RawQuery } from '../resources/parseQuery';
import { changeRoutes } from './changeRoutes';
import { MODEL_API } from './modelApi';


export default async function modelRoutes(app: FastifyInstance) {
  const textsOf = async (number: number) => {
    const texts = await versionTexts(app.db, number);
    if (!texts) throw notFound(`There is no version ${number} of the model.`);
    return texts;
  };

  app.get(MODEL_API, async (request, reply) => {
    requireRole(request, 'admin');
    const number = (await currentNumber(app.db))!;
    const etag = `"model-${number}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return { success: true, data: { number, files: parsedFiles(await textsOf(number)) } };
  });

  app.get(`${MODEL_API}/versions`, async (request) => {
    requireRole(request, 'admin');
    return { success: true, data: { versions: await listVersions(app.db) } };
  });

  app.get<{ Params: { number: string } }>(`${MODEL_API}/versions/:number`, async (request) => {
    requireRole(request, 'admin');
    const number = positiveId(request.params.number, 'number');
    const version = await findVersion(app.db, number);
    if (!version) throw notFound(`There is no version ${number} of the model.`);
    const { texts, ...entry } = version;
    return { success: true, data: { ...entry, files: parsedFiles(texts) } };
  });

  app.get<{ Querystring: RawQuery }>(`${MODEL_API}/diff`, async (request) => {
    requireRole(request, 'admin');
    const from = positiveId(scalar(request.query, 'from'), 'from');
    const to = scalar(request.query, 'to') === undefined ? (await currentNumber(app.db))! : positiveId(scalar(request.query, 'to'), 'to');
    const files = modelDiff(parsedFiles(await textsOf(from)), parsedFiles(await textsOf(to)));
    return { success: true, data: { from, to, summary: describeModelDiff(files), files } };
  });

  changeRoutes(app);
}
