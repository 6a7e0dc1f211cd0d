/**
 * The panels module: what the panels injected into the host help desk read that no resource's list
 * answers (the contracts beside a ticket or an organisation), and the host's own reads of the
 * people and organisations its pages are titled by, which the reference server stands in for.
 */
import type { ServerModule } from '../modules/serverModule';
import hostRoutes from '../routes/host';
import panelRoutes from '../routes/panels';

export const panelsModule: ServerModule = {
  name: 'panels',
  routes: async (app) => {
    await app.register(panelRoutes);
    await app.register(hostRoutes);
  },
};
