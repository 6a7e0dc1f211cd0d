/**
 * Associations between records, for every x-links entry of every resource file:
 *   linked => GET    x-links[name].list.GET      ({id})            rows at list.items, total at list.total
 *   attach => POST   x-links[name].attach.POST   ({id})            { <attach.field>: [target ids], <attribute.name>?: value }
 *          => POST   x-links[name].attach.POST                     { <attach.ownerField>: id, ... } the owner in the body
 *   detach => DELETE x-links[name].detach.DELETE ({id}, {target}, {<attribute.name>}); a max-1 link may name no target
 * Placeholders may sit in the URL's query as well as its path (detach-item?item_id={target}&order_id={id}).
 * A link without a list of its own is listed by the target's list route through the target's link
 * filter (asset-list?problem_ids[0]=4). Writes need the owner's x-resource.write and an owner that is
 * not locked, run in one transaction and are logged on the owner.
 */
import type { FastifyInstance } from 'fastify';
import { attachRoute } from './attachRoute';
import { detachRoute } from './detachRoute';
import { linkedListRoute } from './linkedListRoute';

export default async function linksRoutes(app: FastifyInstance) {
  for (const owner of app.resources) {
    for (const link of Object.values(owner.links)) {
      const { list, attach, detach } = link;
      if (list) linkedListRoute(app, owner, { ...link, list });
      if (attach) attachRoute(app, owner, { ...link, attach });
      if (detach) detachRoute(app, owner, { ...link, detach });
    }
  }
}
