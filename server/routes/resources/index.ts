/**
 * Generic resource routes, one set per resource file, at the URLs its x-api declares:
 *   list       => GET    x-api.list.GET
 *   getOne     => GET    x-api.getOne.GET    ({id})
 *   save       => POST   x-api.save.POST     (id in the body = update)        only when the file declares it
 *   delete     => DELETE x-api.delete.DELETE ({id})                        only when the file declares it
 *   associates => GET    x-show.tabs[].GET   ({id})
 *   export     => GET    x-list.export.GET   (the list's filters, search and sort; CSV)  only when the file declares it
 */
import type { FastifyInstance } from 'fastify';
import { storeModuleOf } from '../../modules/moduleResource';
import { associatesRoutes } from './associates';
import { exportListRoute } from './exportList';
import { getOneRoute } from './getOne';
import { listRoute } from './list';
import { removeRoute } from './remove';
import { saveRoute } from './save';

export default async function resourceRoutes(app: FastifyInstance) {
  for (const def of app.resources) {
    // A module serves its own records (x-store.module) at the same x-api URLs.
    if (storeModuleOf(def)) continue;
    listRoute(app, def);
    getOneRoute(app, def);
    // A read-only resource (tickets of the host help desk) declares neither: no write route exists.
    if (def.api.save) saveRoute(app, def, def.api.save);
    if (def.api.delete) removeRoute(app, def, def.api.delete);
    await associatesRoutes(app, def);
    exportListRoute(app, def);
  }
}
