// Stored XSS, swept over every screen: one hostile record of every writable resource (hostileRecords.ts,
// from the resource files alone), linked to each other and to a seeded ticket, a CMDB relation, a board
// applied to the change (its mail and public page), a contract sent for approval, an announcement.
// Then, in one page, every list (the record's row), show page, tab and the dialogs that show record
// text, every edit form, the labels printed for them, the host pages the records link to
// (recordScreens.ts), the CMDB map, the report chart, the ticket page and the panel library's host
// page, the outbox and its mails, and the public approval pages: nothing runs, no handler or script
// URL is left in the DOM, and every hostile text reads as typed (screenCheck.ts).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadResources } from '../../server/loadResources';
import { saveRequest } from '../../src/engine/data/records';
import { urlOf, type ApiRequest } from '../../src/engine/data/request';
import { applyRequest } from '../../src/overrides/cab/cabTabApi';
import { relateRequest } from '../../src/overrides/cmdb/cmdbApi';
import { assetMapPath } from '../../src/overrides/cmdb/assetPaths';
import { OUTBOX_ROUTE } from '../../src/overrides/outbox/outboxRoutes';
import { logIn, openBrowser, type Session } from './browser';
import { linkHostile, writeHostileRecords, type HostileData, type HostileRecord } from './hostileRecords';
import { attachScreens, bulkLinkScreens, editScreen, hostScreens, listScreen, showScreen } from './recordScreens';
import { watchRuns } from './screenCheck';
import { createSweep, type Sweep } from './sweep';

// A seeded ticket no problem holds and no other flow touches: the hostile problem, change and asset are attached to it.
const TICKET = 16;

let session: Session;
let sweep: Sweep;
let data: HostileData;
// What the screens got wrong; each test answers for those found while it ran (splice).
const problems: string[] = [];
const definitions = loadResources();
const definition = (name: string) => definitions.find((def) => def.name === name)!;

/** A request as the signed-in page makes it (session cookie, CSRF token echoed). */
async function send(request: ApiRequest) {
  const { page, url } = session;
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const response = await page.request.fetch(url(urlOf('', request)), {
    method: request.method, headers: { 'x-xsrf-token': xsrf },
    ...(request.json !== undefined ? { data: request.json } : {}),
    ...(request.multipart ? { multipart: Object.fromEntries(request.multipart) as Record<string, string> } : {}),
  });
  return { status: response.status(), body: await response.json().catch(() => null) };
}

/** The hostile record of a resource; every one the tests name must have been written. */
function hostile(name: string): HostileRecord {
  const record = data.of(name);
  if (!record) throw new Error(`no hostile ${name}: its resource file declares no save endpoint any more`);
  return record;
}

beforeAll(async () => {
  session = await openBrowser();
  await watchRuns(session.page.context(), problems);
  await logIn(session);
  data = await writeHostileRecords(send);
  sweep = createSweep(session.page, session.url, data.typed, problems);
  await linkHostile(send, definition('ticket'), TICKET, data.of);
  // The hostile asset's map: related to a second asset of its own (a seeded one would change other flows' maps).
  const asset = hostile('asset');
  const partner = await send(saveRequest(asset.def, { ...asset.values, identifier: undefined }));
  for (const request of [
    relateRequest({ parentId: asset.id, childIds: [partner.body.data.id], cmdbId: hostile('cmdb-relation').id, relation: 'forward' }),
    applyRequest(hostile('change').id, hostile('cab').id),
  ]) expect((await send(request)).status).toBe(200);
}, 120000);
afterAll(async () => { await session.browser.close(); });

it('shows every hostile record in its list, show page, tabs, dialogs and edit form as typed, running nothing', async () => {
  await sweep.open('/');
  await sweep.check('dashboard');
  for (const record of data.records.filter(({ def }) => def.listed)) {
    await listScreen(sweep, record);
    await showScreen(sweep, record);
    await editScreen(sweep, record);
  }
  await attachScreens(sweep, definitions, data, send);
  await hostScreens(sweep, data);
  await bulkLinkScreens(sweep, data);
  await sweep.open('/');
  expect(problems.splice(0)).toEqual([]);
}, 240000);

/** A button whose accessible name holds a hostile text (by its tag). */
const named = (page: Page, text: string) => page.getByRole('button', { name: text.slice(0, 3) });

it('draws the CMDB map with the hostile asset and relation as text, and opens the node and the delete question', async () => {
  const { page } = sweep;
  const asset = hostile('asset');
  const relation = hostile('cmdb-relation').texts.forward_relation_name;
  await sweep.go(assetMapPath(asset.id, 1));
  await page.locator('[data-drawn=true] g.node').nth(1).waitFor();
  await sweep.settle();
  // Nodes are labelled "identifier name", cut to a label's length; each node is named whole.
  const label = asset.texts.identifier ?? asset.texts.name;
  await sweep.check('CMDB map', [label, relation]);
  await named(page, label).first().click();
  await page.getByRole('dialog').waitFor();
  await sweep.check('CMDB map, node dialog', [label]);
  await sweep.closeDialog();
  await sweep.go(asset.def.routes.show!(asset.id));
  await page.getByRole('tab', { name: 'Relationships' }).click();
  await named(page, relation).first().click();
  await page.getByRole('dialog').waitFor();
  await sweep.check('asset Relationships tab, delete dialog', [relation]);
  await sweep.closeDialog();
  expect(problems.splice(0)).toEqual([]);
});

it('charts the hostile report with the hostile asset type as a label', async () => {
  const report = hostile('asset-report');
  await sweep.go(report.def.routes.show!(report.id));
  await sweep.page.locator('[data-chart-kind] svg').waitFor();
  await sweep.settle();
  await sweep.check('report chart', [report.texts.name, hostile('asset-type').texts.name]);
  expect(problems.splice(0)).toEqual([]);
});

it('shows the ticket page with its panels, and the panels mounted on a plain host page', async () => {
  const subject = hostile('problem').texts.subject;
  await sweep.go(definition('ticket').routes.show!(TICKET));
  await sweep.showsTag('ticket page', subject);
  await sweep.check('ticket page', [subject]);
  await sweep.eachTab('ticket page');
  await sweep.open(`/examples/host.html?ticket=${TICKET}`);
  await sweep.showsTag('host page', subject);
  await sweep.check('host page', [subject]);
  await sweep.open('/');
  expect(problems.splice(0)).toEqual([]);
});

const approvalLinks: string[] = [];

it('lists the mails about hostile records in the outbox and opens each as text', async () => {
  const { page } = sweep;
  const announcement = hostile('announcement');
  const change = hostile('change').texts.subject;
  const contract = hostile('contract').texts.name;
  // The board's mail names its level, a text nested in the board: the board's other text (its tag letter).
  const board = hostile('cab').texts.name;
  const levels = data.typed.filter((text) => text.startsWith(board.slice(0, 2)) && text !== board);
  await sweep.go(OUTBOX_ROUTE);
  await sweep.showsTag('outbox', announcement.texts.subject);
  await sweep.check('outbox', [announcement.texts.subject, change, contract]);
  const mails: Array<[string, string[]]> = [
    [announcement.texts.subject, Object.values(announcement.html)],
    [change, [change, ...levels]],
    [contract, [contract]],
  ];
  for (const [subject, shown] of mails) {
    await named(page, subject).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await sweep.settle();
    await sweep.check(`outbox, mail about ${subject.slice(0, 3)}`, shown);
    approvalLinks.push(...await dialog.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.includes('approval/'))));
    await sweep.closeDialog();
  }
  // A mail links its page several times (its Approve and Deny buttons, the page itself, in both parts): one page each.
  expect(new Set(approvalLinks.map((href) => href.split('?')[0])).size).toBe(2);
  expect(problems.splice(0)).toEqual([]);
});

it('shows the public approval pages of the hostile change and contract as text, without a session', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await watchRuns(context, problems);
  const visitor = createSweep(await context.newPage(), session.url, data.typed, problems);
  const change = hostile('change');
  // The contract's page shows its name, the names of its type and licence type, and its description.
  const pages = [{ link: 'change-approval/', shown: [change.texts.subject, change.html.description] },
    { link: 'contract-approval/', shown: [hostile('contract').texts.name, hostile('contract-type').texts.name, hostile('license-type').texts.name, hostile('contract').html.description] }];
  for (const { link, shown } of pages) {
    await visitor.open(approvalLinks.find((href) => href.includes(link))!);
    await visitor.showsTag(`${link} page`, shown[0]);
    await visitor.check(`${link} page`, shown);
  }
  await context.close();
  expect(problems.splice(0)).toEqual([]);
});
