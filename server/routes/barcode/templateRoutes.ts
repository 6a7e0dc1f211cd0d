import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { deleteTemplate, findTemplate, insertTemplate, updateTemplate } from '../../barcode/templateStore';
import { diff, logActivity } from '../../repositories/activityLog';
import { positiveId } from '../resources/parseQuery';
import { readTemplateBody } from './readTemplateBody';
import { LOGO_URL, loggedTemplate, templateAnswer, templateContext } from './templateAnswer';

/** Activity entries of the template are kept under this resource name, by template id. */
export const TEMPLATE_LOG = 'barcode-template';

// Outside the API prefixes: the routes read the session themselves.
const staff = { config: { staff: true } };

export function templateRoutes(app: FastifyInstance) {
  const existing = async (raw: string) => {
    const id = positiveId(raw);
    const template = await findTemplate(app.db);
    if (!template || template.id !== id) throw notFound('Barcode template not found.');
    return template;
  };

  app.get('/service-desk/barcode-template', staff, async () => {
    const template = await findTemplate(app.db);
    return { success: true, data: template ? templateAnswer(template) : null, ...templateContext };
  });

  app.get<{ Params: { id: string } }>(`${LOGO_URL}/:id`, staff, async (request, reply) => {
    const { logo } = await existing(request.params.id);
    if (!logo) throw notFound('The template has no logo.');
    return reply.header('Content-Type', logo.type).header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=86400').send(logo.bytes);
  });

  app.post('/service-desk/barcode/template/create', staff, async (request) => {
    const user = requireRole(request, 'admin');
    const input = await readTemplateBody(request);
    const saved = await app.db.transaction(async () => {
      if (await findTemplate(app.db)) throw badRequest('A barcode template exists already: update it instead.');
      const id = await insertTemplate(app.db, input);
      const after = (await findTemplate(app.db))!;
      await logActivity(app.db, { resource: TEMPLATE_LOG, recordId: id, userId: user.id, action: 'created', changes: diff({}, loggedTemplate(after)) });
      return after;
    });
    return { success: true, message: 'Barcode template created successfully.', data: templateAnswer(saved) };
  });

  app.post<{ Params: { id: string } }>('/service-desk/barcode/template/update/:id', staff, async (request) => {
    const user = requireRole(request, 'admin');
    await existing(request.params.id);
    const input = await readTemplateBody(request);
    const saved = await app.db.transaction(async () => {
      const before = await existing(request.params.id);
      await updateTemplate(app.db, before.id, input);
      const after = (await findTemplate(app.db))!;
      await logActivity(app.db, { resource: TEMPLATE_LOG, recordId: before.id, userId: user.id, action: 'updated',
        changes: diff(loggedTemplate(before), loggedTemplate(after)) });
      return after;
    });
    return { success: true, message: 'Barcode template updated successfully.', data: templateAnswer(saved) };
  });

  app.patch<{ Params: { id: string } }>('/service-desk/barcode/template/reset/:id', staff, async (request) => {
    const user = requireRole(request, 'admin');
    await app.db.transaction(async () => {
      const before = await existing(request.params.id);
      await deleteTemplate(app.db, before.id);
      await logActivity(app.db, { resource: TEMPLATE_LOG, recordId: before.id, userId: user.id, action: 'deleted', changes: diff(loggedTemplate(before), {}) });
    });
    return { success: true, message: 'Barcode template reset to the default.', data: null, ...templateContext };
  });
}
