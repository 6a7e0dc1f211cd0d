/**
 * Associations between records, for every x-links entry of every resource file:
 *   linked => GET    x-links[name].list.GET      ({id})            rows at list.items, total at list.total
 *   attach => POST   x-links[name].attach.POST   ({id})            { <attach.field>: [target ids], <attribute.name>?: value }
 *          => POST   x-links[name].attach.POST                     { <attach.ownerField>: id, ... } the owner in the body
 *   detach => DELETE x-links[name].detach.DELETE ({id}, {target}, {<attribute.name>}); a max-1 link may name no target
 *          => DELETE x-links[name].detach.DELETE ({id})            { <detach.field>: [target ids] } the targets in the body
 * Links whose attach (detach) carries const body fields share one route per URL; the const values
 * ({ type: 'sd_problem' }) choose the link. An inverse link (x-links inverse) writes the pairs of the
 * target's own link, the record being their target, and logs on both sides.
 * Placeholders may sit in the URL's query as well as its path (detach-item?item_id={target}&order_id={id}).
 * A link without a list of its own is listed by the target's list route through the target's link
 * filter (asset-list?problem_ids[0]=4). Writes need the owner's x-resource.write and an owner that is
 * not locked, run in one transaction and are logged on the owner.
 */
import type { FastifyInstance } from 'fastify';
import { attachHandler, attachRoute } from './attachRoute';
import { detachBodyHandler } from './detachBodyHandler';
import { detachRoute } from './detachRoute';
import { linkedListRoute } from './linkedListRoute';
import { sharedUrlRoute, type ConstEntry } from './sharedUrlRoute';

export default async function linksRoutes(app: FastifyInstance) {
  for (const owner of app.resources) {
    // Links with const body fields may share a URL: one route per method and URL chooses among them.
    const shared = new Map<string, { method: 'POST' | 'DELETE'; url: string; entries: ConstEntry[] }>();
    const share = (method: 'POST' | 'DELETE', url: string, entry: ConstEntry) => {
      const key = `${method} ${url}`;
      if (!shared.has(key)) shared.set(key, { method, url, entries: [] });
      shared.get(key)!.entries.push(entry);
    };
    for (const link of Object.values(owner.links)) {
      const { list, attach, detach } = link;
      if (list) linkedListRoute(app, owner, { ...link, list });
      if (attach?.const) share('POST', attach.POST, { constant: attach.const, handle: attachHandler(app, owner, { ...link, attach }) });
      else if (attach) attachRoute(app, owner, { ...link, attach });
      if (detach?.field !== undefined) {
        const handle = detachBodyHandler(app, owner, { ...link, detach: { ...detach, field: detach.field } });
        share('DELETE', detach.DELETE, { constant: detach.const ?? {}, handle });
      } else if (detach) detachRoute(app, owner, { ...link, detach });
    }
    for (const { method, url, entries } of shared.values()) sharedUrlRoute(app, owner, method, url, entries);
  }
}
