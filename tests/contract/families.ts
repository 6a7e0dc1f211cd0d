// Every family of endpoints.tsv rows the contract test calls, in the order they are asked: the first
// that handles a row calls it (a module's own rows before a resource's generic ones).
import { announcementFamily } from './announcementCall';
import { barcodeFamily } from './barcodeCall';
import { bulkFamily } from './bulkCall';
import { cabFamily } from './cabCall';
import type { CallFamily } from './callFamily';
import { cmdbFamily } from './cmdbCall';
import { contractFamily } from './contractCall';
import { downloadFamily } from './downloadCall';
import { formFamily } from './formCall';
import { importFamily } from './importCall';
import { itemRemovalFamily } from './itemRemovalCall';
import { linkFamily } from './linkCall';
import { lookupFamily } from './lookupCall';
import { panelFamily } from './panelCall';
import { planningFamily } from './planningCall';
import { recordFamily } from './recordCall';
import { exportFamily, reportFamily } from './reportCall';
import { savedFilterFamily } from './savedFilterCall';

export const FAMILIES: CallFamily[] = [
  formFamily, savedFilterFamily, reportFamily, panelFamily, contractFamily, cabFamily, cmdbFamily, announcementFamily,
  barcodeFamily, importFamily, planningFamily, bulkFamily, linkFamily, itemRemovalFamily, downloadFamily, exportFamily, recordFamily, lookupFamily,
];
