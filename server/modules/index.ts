/**
 * The server's modules, one list: app.ts registers their routes in this order after the generic
 * ones, the database opening makes their tables, the demo seed runs their steps, and the tables of
 * names resource files may give (stores, lifecycles, flag conditions, look-ups, list filters, block
 * sources) are the union of theirs. A new module is a folder with its ServerModule, added here.
 * Only this file imports a module's definition; it installs the list (installed.ts) for the code
 * that reads the merged axes, which never imports this file.
 */
import { announcementModule } from '../announcement/announcementModule';
import { barcodeModule } from '../barcode/barcodeModule';
import { cabModule } from '../cab/cabModule';
import { cmdbModule } from '../cmdb/cmdbModule';
import { contractsModule } from '../contracts/contractsModule';
import { importModule } from '../import/importModule';
import { mailModule } from '../mail/mailModule';
import { panelsModule } from '../panels/panelsModule';
import { reportsModule } from '../reports/reportsModule';
import { installModules } from './installed';
import type { ServerModule } from './serverModule';

export type { ModuleOptions, ScheduledWork, SeedContext, ServerModule } from './serverModule';

export const SERVER_MODULES: readonly ServerModule[] = [
  cabModule, announcementModule, reportsModule, cmdbModule, contractsModule, panelsModule, importModule, barcodeModule, mailModule,
];
installModules(SERVER_MODULES);
