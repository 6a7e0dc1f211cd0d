/**
 * Generic resource routes, one set per resource file, at the URLs its x-api declares:
 *   list       => GET    x-api.list.GET
 *   getOne     => GET    x-api.getOne.GET    ({id})
 *   save       => POST   x-api.save.POST     (id in the body = update)
 *   delete     => DELETE x-api.delete.DELETE ({id})
 *   associates => GET    x-show.tabs[].GET   ({id})
 */
import type { FastifyInstance } from 'fastify';
import { associatesRoutes } from './associates';
import { getOneRoute } from './getOne';
import { listRoute } from './list';
import { removeRoute } from './remove';
import { saveRoute } from './save';

export default async function resourceRoutes(app: FastifyInstance) {
  for (const def of app.resources) {
    listRoute(app, def);
    getOneRoute(app, def);
    saveRoute(app, def);
    removeRoute(app, def);
    associatesRoutes(app, def);
  }
}
