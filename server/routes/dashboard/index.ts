/**
 * The home page's blocks (x-dashboard of the resource files), each loaded on its own:
 *   blocks => GET /api/dashboard        data: [block] the caller's role sees, in order, without figures
 *   block  => GET /api/dashboard/{id}   data: its figures for the caller (total, link, groups | rows | items)
 * A block's figures depend only on the caller, the day and the database: kept like a list's answers.
 */
import type { FastifyInstance } from 'fastify';
import { blockRole, hasRole } from '../../../src/kernel';
import { answerBlock } from '../../dashboard/blockAnswer';
import { blocksFor, dashboardBlocks, describeBlock } from '../../dashboard/dashboardBlocks';
import { forbidden, notFound, unauthenticated } from '../../httpErrors';

export const DASHBOARD_API = '/api/dashboard';

export default async function dashboardRoutes(app: FastifyInstance) {
  app.get(DASHBOARD_API, async (request) => {
    if (!request.user) throw unauthenticated();
    return { success: true, data: blocksFor(app.resources, request.user.role).map(describeBlock) };
  });

  app.get<{ Params: { id: string } }>(`${DASHBOARD_API}/:id`, { config: { kept: true } }, async (request) => {
    const user = request.user;
    if (!user) throw unauthenticated();
    const placed = dashboardBlocks(app.resources).find(({ block }) => block.id === request.params.id);
    if (!placed) throw notFound();
    if (!hasRole(user.role, blockRole(placed.block))) throw forbidden();
    return { success: true, data: await answerBlock({ db: app.db, resources: app.resources, user }, placed) };
  });
}
