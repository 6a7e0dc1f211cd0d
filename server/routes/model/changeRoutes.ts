/**
 * Changing the model, administrators only (see index.ts for the reads):
 *   check   => POST /service-desk/api/model/check                     { files }            data: { problems, plan, summary, changes } (nothing kept)
 *   apply   => POST /service-desk/api/model/apply                     { version, files }   data: { number, summary, plan }
 *   restore => POST /service-desk/api/model/versions/{number}/restore { version? }         the same, with that version's files
 *   removed and purge, the data of removed properties: removedRoutes.ts
 * `files` is the whole model (path → JSON, or its text). An apply made from another version than the
 * current one is refused 409 with `current`; one that fails a check 422 with `problems`, each
 * `file pointer: reason`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ChangeOutcome, applyModel, checkModel, type ModelChange } from '../../model/applyModel';
import { givenTexts } from '../../model/givenTexts';
import { currentNumber, versionTexts } from '../../model/modelVersions';
import { badRequest, notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { optionalPositive, positiveId } from '../resources/parseQuery';
import { MODEL_API } from './modelApi';
import { removedRoutes } from './removedRoutes';

/** A whole model's files and more: well above the shipped model's 135 KB. */
const BODY_LIMIT = 10 * 1024 * 1024;

type Body = { files?: unknown; version?: unknown };

const bodyOf = (body: unknown): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Send a JSON object.');
  return body as Record<string, unknown>;
};

/** The answer of an apply or restore: the new version, or why not. */
function answer(reply: FastifyReply, outcome: ChangeOutcome) {
  if (outcome.status === 'stale') {
    return reply.code(409).send({
      success: false, current: outcome.current,
      message: `The model was changed meanwhile: version ${outcome.current} is the current one. Look at what changed, then apply again.`,
    });
  }
  if (outcome.status === 'refused') return reply.code(422).send({ success: false, message: 'The model was not applied: it has problems.', problems: outcome.problems });
  return { success: true, message: outcome.number === undefined ? '' : `Version ${outcome.number} of the model is applied.`, data: { number: outcome.number, summary: outcome.summary, plan: outcome.plan } };
}

/**
 * Every check of an apply with nothing kept: the start's checks, the data's (checkModel), then the
 * app of the model built on trial. A model the same as the current one (number set) needs no trial.
 */
async function checked(app: FastifyInstance, change: ModelChange): Promise<ChangeOutcome> {
  const outcome = await checkModel(app.db, change);
  if (outcome.status !== 'done' || outcome.number !== undefined) return outcome;
  const problems = await app.trialBuild({ texts: change.texts, resources: outcome.resources });
  return problems.length ? { status: 'refused', problems } : outcome;
}

/** Applies a change that passed its checks a moment before (checked), which the apply's transaction makes again. */
const applied = async (app: FastifyInstance, change: ModelChange) => {
  const dry = await checked(app, change);
  return dry.status === 'done' ? await applyModel(app.db, change) : dry;
};

export function changeRoutes(app: FastifyInstance) {
  const current = async () => (await versionTexts(app.db, (await currentNumber(app.db))!))!;

  app.post<{ Body: Body }>(`${MODEL_API}/check`, { bodyLimit: BODY_LIMIT }, async (request) => {
    requireRole(request, 'admin');
    const outcome = await checked(app, { texts: givenTexts(bodyOf(request.body).files, await current()), by: 'files' });
    if (outcome.status === 'refused') return { success: true, data: { problems: outcome.problems, plan: [], summary: '', changes: [] } };
    if (outcome.status !== 'done') throw new Error('a check has no version to be stale against');
    return { success: true, data: { problems: [], plan: outcome.plan, summary: outcome.summary, changes: outcome.changes } };
  });

  app.post<{ Body: Body }>(`${MODEL_API}/apply`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const user = requireRole(request, 'admin');
    const body = bodyOf(request.body);
    const version = optionalPositive(body, 'version');
    if (version === undefined) throw badRequest('Send the version the change was made from.');
    const change: ModelChange = { texts: givenTexts(body.files, await current()), by: user.id, basedOn: version };
    return answer(reply, await applied(app, change));
  });

  app.post<{ Params: { number: string }; Body: Body }>(`${MODEL_API}/versions/:number/restore`, async (request, reply) => {
    const user = requireRole(request, 'admin');
    const number = positiveId(request.params.number, 'number');
    const texts = await versionTexts(app.db, number);
    if (!texts) throw notFound(`There is no version ${number} of the model.`);
    const version = request.body === undefined ? undefined : optionalPositive(bodyOf(request.body), 'version');
    return answer(reply, await applied(app, { texts, by: user.id, basedOn: version, restoredFrom: number }));
  });

  removedRoutes(app);
}
