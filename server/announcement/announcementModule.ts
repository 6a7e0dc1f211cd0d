/** The announcement module (x-store.module "announcement"): sends to a group's members through the outbox and stores nothing else. */
import type { ServerModule } from '../modules/serverModule';
import announcementRoutes from '../routes/announcement/index';

export const announcementModule: ServerModule = { name: 'announcement', stores: true, routes: announcementRoutes };
