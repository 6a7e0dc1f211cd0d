/**
 * The app's validators, compiled here ahead of time since its policy forbids compiling at run time
 * (src/kernel/validationTargets.ts names the targets):
 *   module => GET /service-desk/api/form-validators/{resource}/{target}.js?v={version}   an ES module
 * The form target of a resource whose form the server describes follows its form groups as they are
 * now; a version other than the one the app expects is a 409 (a form group changed since the page read
 * its form), so a stale module is never used.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { targetOf, targetVersion, type ValidationTarget } from '../../../src/kernel';
import { conflict, notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { describedForm } from '../forms/describedForm';

/**
 * The compiler loads with the first module asked for: it brings RJSF's utilities and ajv's code
 * generation, which a server process that only answers the API never needs (some 20 MB).
 */
const compiler = () => import('../../validators/validatorCode');

/** Compiled modules kept by their target's content: a handful per resource, few change. */
const MAX_KEPT = 200;
const FILE = /^([a-z0-9_-]+)\.js$/i;

export default async function formValidatorRoutes(app: FastifyInstance) {
  const kept = new Map<string, string>();
  const moduleOf = (validatorModule: (target: ValidationTarget, version: string) => string, target: ValidationTarget, version: string) => {
    const key = createHash('sha256').update(JSON.stringify(target)).digest('hex');
    let text = kept.get(key);
    if (text === undefined) {
      text = validatorModule(target, version);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, text);
    }
    return text;
  };

  app.get<{ Params: { resource: string; file: string }; Querystring: { v?: string } }>(
    '/service-desk/api/form-validators/:resource/:file',
    async (request, reply) => {
      requireRole(request, 'agent');
      const { validatorModule } = await compiler();
      const def = app.resources.find((candidate) => candidate.name === request.params.resource);
      const name = FILE.exec(request.params.file)?.[1];
      const described = def && name === 'form' && def.api.form ? await describedForm(app, def) : undefined;
      const target = def && name ? targetOf(def, name, described) : undefined;
      if (!target) throw notFound('No such validators.');
      const version = targetVersion(target);
      if (request.query.v !== undefined && request.query.v !== version) throw conflict('The form has changed since the page was opened: reload the page.');
      return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(moduleOf(validatorModule, target, version));
    },
  );
}
