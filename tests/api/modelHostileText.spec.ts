// Stored XSS through the model: titles, labels and help texts that are markup (the sweep's hostile
// words, `</script>` among them) are applied like any text, and every model endpoint answers them as
// JSON data only: content type application/json, nosniff, the words inside JSON strings as typed.
// The screens that draw them (the Data model screens, every form and list) are the browser sweep's
// part (tests/e2e/storedXss.e2e.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hostileText } from '../e2e/hostileText';
import { call, signedIn, type SignedIn } from './helpers';

const MODEL = '/service-desk/api/model';
let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60_000);
afterAll(async () => { await s?.built.close(); });

const TITLE = `${hostileText('~mt')} </script><script>__xss=1</script>`;
const HELP = `${hostileText('~mh')} </script>`;
const LABEL = hostileText('~ml');

type Files = Record<string, any>;
const send = (method: 'GET' | 'POST', url: string, payload?: object) => call(s.built.app, s.admin, { method, url, ...(payload ? { payload } : {}) });

/** Answered as JSON data: the type, nosniff, a body that parses (none for a 304). */
function expectJson(answer: Awaited<ReturnType<typeof send>>, what: string) {
  const headers = answer.response.headers;
  expect(headers['content-type'], what).toMatch(/^application\/json; charset=utf-8$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(() => JSON.parse(answer.response.body), what).not.toThrow();
}

it('applies hostile titles, labels and help texts, and every model endpoint answers them as JSON strings only', async () => {
  const { number, files } = (await send('GET', MODEL)).body.data as { number: number; files: Files };
  const vendor = files['vendor.json'];
  vendor.title = TITLE;
  vendor['x-resource'].label = LABEL;
  vendor.properties.phone = { type: 'string', title: TITLE, description: HELP, maxLength: 30 };
  vendor.properties.name.description = HELP;

  const checked = await send('POST', `${MODEL}/check`, { files });
  expectJson(checked, 'check');
  expect(checked.body.data.problems).toEqual([]);
  const applied = await send('POST', `${MODEL}/apply`, { version: number, files });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  expectJson(applied, 'apply');
  await s.built.app.db.run("UPDATE sd_vendors SET phone = '+1' WHERE id = 1");
  const removed = await send('POST', `${MODEL}/apply`, { version: applied.body.data.number, files: { ...files, 'vendor.json': { ...vendor, properties: { ...vendor.properties, phone: undefined } } } });
  expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  const restored = await send('POST', `${MODEL}/versions/${applied.body.data.number}/restore`, {});
  expect(restored.status, JSON.stringify(restored.body)).toBe(200);
  expectJson(restored, 'restore');

  const current = await send('GET', MODEL);
  expectJson(current, 'current');
  expect(current.body.data.files['vendor.json']).toMatchObject({ title: TITLE, 'x-resource': { label: LABEL }, properties: { phone: { title: TITLE, description: HELP } } });
  const version = await send('GET', `${MODEL}/versions/${applied.body.data.number}`);
  expectJson(version, 'version');
  expect(version.body.data.files['vendor.json'].properties.name.description).toBe(HELP);
  for (const url of [`${MODEL}/versions`, `${MODEL}/diff?from=1`, `${MODEL}/removed`]) expectJson(await send('GET', url), url);
  // A refusal that echoes what the file says: its problems are JSON strings too.
  vendor['x-list'].columns.push(TITLE);
  const refused = await send('POST', `${MODEL}/apply`, { version: restored.body.data.number, files });
  expect(refused.status).toBe(422);
  expectJson(refused, 'refused apply');
  expect(refused.body.problems.join('\n')).toContain(TITLE);
  const purge = await send('POST', `${MODEL}/removed/purge`, { resource: 'vendor', property: TITLE, rows: 0 });
  expect(purge.status).toBe(404);
  expectJson(purge, 'purge');
});
