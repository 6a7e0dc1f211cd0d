/**
 * The engine's screens of the hostile records, driven by the resource files: the record's row in its
 * list, its show page (fields, rich-text dialogs, tabs, a planning entry, detach questions), its edit
 * form, the attach dialogs that would list it, the pages its list's bulk links open for it (printed
 * labels), and the host pages its properties link to (x-href).
 */
import { lookupNamed } from '../../server/lookups';
import { bulkLinkRequest } from '../../src/engine/data/bulkLink';
import { getListRequest, getListResponse } from '../../src/engine/data/records';
import { urlOf } from '../../src/engine/data/request';
import { createI18nProvider } from '../../src/engine/i18n';
import { type ResourceDefinition, fillUrl, type MenuItem } from '../../src/kernel';
import type { HostileData, HostileRecord, Send } from './hostileRecords';
import type { Sweep } from './sweep';

const { translate } = createI18nProvider();

const textsIn = (record: HostileRecord, names: string[]) =>
  names.flatMap((name) => [record.texts[name], record.html[name]]).filter((text): text is string => text !== undefined);

/** The record's row in its list, found with the list's search. */
export async function listScreen(sweep: Sweep, record: HostileRecord) {
  const { def } = record;
  const screen = `${def.name} list`;
  await sweep.go(def.routes.list);
  const shown = textsIn(record, def.columns.map((column) => column.name));
  const searched = def.search.map((name) => record.texts[name]).find(Boolean);
  if (searched) await sweep.page.getByRole('searchbox', { name: translate('sd.list.search') }).fill(searched.slice(0, 3));
  await sweep.showsTag(screen, shown[0]);
  await sweep.check(screen, shown);
}

/** The label a show menu item has on screen, as ShowActions names it. */
function itemLabel(def: ResourceDefinition, item: MenuItem) {
  if (item.kind === 'planning' && !item.label) {
    const kind = def.planning?.kinds.find((candidate) => candidate.key === item.key);
    return translate(`sd.planning.kind.${item.key}`, { _: kind?.label ?? item.key });
  }
  const name = item.label ?? item.command ?? item.kind;
  return translate(`sd.action.${name}`, { _: name });
}

/** The items of a show page's menus, each with its menu's label ('' for a row of buttons). */
const menuItems = (def: ResourceDefinition) => (def.show.menus ?? []).flatMap((menu) => menu.items.map((item) => ({ menu: menu.label, item })));

/** Opens a show menu's item and waits for its dialog; false when the record's flags do not offer it. */
async function openItem(sweep: Sweep, def: ResourceDefinition, menu: string, item: MenuItem): Promise<boolean> {
  const { page } = sweep;
  const label = itemLabel(def, item);
  const button = page.getByRole('button', { name: menu ? translate(`sd.action.${menu.toLowerCase()}`, { _: menu }) : label, exact: true });
  if (await button.count() === 0 || !await button.isEnabled()) return false;
  await button.click();
  if (menu) {
    const entry = page.getByRole('menuitem', { name: label, exact: true });
    if (await entry.count() === 0 || !await entry.isEnabled()) {
      await page.keyboard.press('Escape');
      return false;
    }
    await entry.click();
  }
  await page.getByRole('dialog').waitFor();
  await sweep.settle();
  return true;
}

/** The show page: its fields, each rich text's dialog, each tab, a planning entry's dialog, each detach question. */
export async function showScreen(sweep: Sweep, record: HostileRecord) {
  const { def } = record;
  if (!def.routes.show) return;
  const { page } = sweep;
  const screen = `${def.name} show`;
  await sweep.go(def.routes.show(record.id));
  const shown = textsIn(record, def.show.fields ?? []);
  await sweep.showsTag(screen, shown[0]);
  await sweep.check(screen, shown);
  const views = page.getByRole('button', { name: translate('sd.action.view'), exact: true });
  for (const [index, name] of (def.show.fields ?? []).filter((field) => record.html[field]).entries()) {
    await views.nth(index).click();
    await page.getByRole('dialog').waitFor();
    await sweep.settle();
    await sweep.check(`${screen}, ${name} dialog`, [record.html[name]]);
    await sweep.closeDialog();
  }
  await sweep.eachTab(screen);
  // One planning entry (every kind draws the same dialog) and every detach question (it names the linked record).
  const planning = menuItems(def).find(({ item }) => item.kind === 'planning');
  for (const { menu, item } of [...(planning ? [planning] : []), ...menuItems(def).filter(({ item }) => item.kind === 'detach')]) {
    if (!await openItem(sweep, def, menu, item)) continue;
    await sweep.check(`${screen}, ${itemLabel(def, item)} dialog`, item.kind === 'planning' ? record.planning[item.key!] : []);
    await sweep.closeDialog();
  }
}

/** The edit form: every input holds what was typed, the rich-text editor its readable part. */
export async function editScreen(sweep: Sweep, record: HostileRecord) {
  const { def } = record;
  if (!def.routes.edit) return;
  const screen = `${def.name} edit`;
  await sweep.go(def.routes.edit(record.id));
  const tag = Object.values(record.texts)[0]?.slice(0, 3) ?? '';
  await sweep.page.waitForFunction((start) => Array.from(document.querySelectorAll<HTMLInputElement>('input, textarea')).some((input) => input.value.startsWith(start)),
    tag, { timeout: 10000 }).catch(() => sweep.check(`${screen} (the form never filled)`, [tag]));
  await sweep.settle();
  await sweep.check(screen, [...Object.values(record.texts), ...Object.values(record.html)]);
}

/** The text an attach item's option would show of its hostile target (the look-up's first name column), if any. */
function attachTarget(data: HostileData, def: ResourceDefinition, item: MenuItem): { resource: string; text: string } | undefined {
  const link = item.kind === 'attach' && item.link ? def.links[item.link] : undefined;
  const target = link?.target && data.of(link.target.name);
  if (!link || !target) return undefined;
  const source = link.lookup ? lookupNamed(def, link.lookup)?.source : undefined;
  const column = link.picker?.label?.[0] ?? (source?.from === 'resource' ? [source.name].flat()[0] : undefined);
  const text = column && target.texts[column];
  return text ? { resource: target.def.name, text } : undefined;
}

/**
 * Attach dialogs on seeded records (the hostile ones hold their hostile links already, and dialogs
 * leave linked rows out), one for each resource a dialog attaches, searched for its hostile record.
 */
export async function attachScreens(sweep: Sweep, definitions: ResourceDefinition[], data: HostileData, send: Send) {
  const { page } = sweep;
  const covered = new Set<string>();
  for (const def of definitions.filter((candidate) => candidate.routes.show)) {
    const items = menuItems(def).filter(({ item }) => {
      const target = attachTarget(data, def, item);
      if (!target || covered.has(target.resource)) return false;
      covered.add(target.resource);
      return true;
    });
    if (items.length === 0) continue;
    const list = await send(getListRequest(def, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } }));
    const seeded = getListResponse(def, list.body).data[0].id;
    await sweep.go(def.routes.show!(seeded));
    for (const { menu, item } of items) {
      const screen = `${def.name} ${seeded}, ${itemLabel(def, item)} dialog`;
      const { text } = attachTarget(data, def, item)!;
      if (!await openItem(sweep, def, menu, item)) {
        await sweep.check(`${screen} (not offered)`, [text]);
        continue;
      }
      const tag = text.slice(0, 3);
      const search = page.getByRole('dialog').getByRole('searchbox');
      if (await search.count()) {
        // The attach-assets picker: its search applied, then its list of checkboxes.
        await search.fill(tag);
        await search.press('Enter');
        await page.getByRole('dialog').getByRole('checkbox').filter({ hasText: tag }).first().waitFor({ timeout: 10000 }).catch(() => undefined);
      } else {
        await page.getByRole('dialog').getByRole('combobox').last().fill(tag);
        await page.getByRole('option').filter({ hasText: tag }).first().waitFor({ timeout: 10000 }).catch(() => undefined);
      }
      await sweep.settle();
      await sweep.check(screen, [text]);
      await sweep.closeDialog();
    }
  }
}

/** The pages of the host help desk the records' properties link to (x-href), with the panels they carry. */
export async function hostScreens(sweep: Sweep, data: HostileData) {
  const own = new Set(data.records.flatMap(({ def, id }) => (def.routes.show ? [def.routes.show(id)] : [])));
  const hrefs = data.records.flatMap(({ def, values }) => def.writable
    .filter((field) => field.href && typeof values[field.name] === 'number')
    .map((field) => fillUrl(field.href!, { id: values[field.name] as number })));
  for (const href of [...new Set(hrefs)].filter((path) => !own.has(path))) {
    await sweep.go(href);
    await sweep.check(href);
    await sweep.eachTab(href);
  }
}

/** The pages a list's bulk links open for the record alone (x-list.bulkActions: printed labels), pages the server writes itself. */
export async function bulkLinkScreens(sweep: Sweep, data: HostileData) {
  for (const { def, id, texts } of data.records) {
    for (const action of def.file['x-list']?.bulkActions ?? []) {
      await sweep.open(urlOf('', bulkLinkRequest(action, [id])));
      await sweep.check(`${def.name} ${action.label}`, [texts[def.recordRepresentation]].filter(Boolean));
    }
  }
}
