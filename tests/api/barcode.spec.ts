// Barcode labels through the real server: the one label template (read, create, update, reset) with
// every bad input refused as a 412 per field and nothing written, the logo judged by its bytes, and
// the printable labels page: ids checked, layout from the template, names escaped, a strict CSP, and
// a Code 128 per asset that decodes back to its identifier.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCode128 } from '../unit/barcode/decodeCode128';
import { call, count, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const SIZES = { width: '70', height: '35.5', labels_per_row: '3', space_between_labels: '4' };

let built: Built;
let admin: Session;
let agent: Session;
let user: Session;
beforeAll(async () => { ({ built, admin, agent, user } = await signedIn()); });
afterAll(() => built.close());

const read = (session: Session | null = agent) => call(built.app, session ?? undefined, { method: 'GET', url: '/service-desk/barcode-template' });
const send = (url: string, fields: Record<string, string>, logo?: { content: Buffer | string; filename?: string }, session: Session = admin) =>
  call(built.app, session, {
    method: 'POST', url,
    ...multipartBody(fields, logo ? [{ name: 'logo_image', filename: logo.filename ?? 'logo.png', content: logo.content, type: 'image/png' }] : []),
  });
const create = (fields: Record<string, string>, logo?: { content: Buffer | string; filename?: string }, session?: Session) =>
  send('/service-desk/barcode/template/create', fields, logo, session);
const update = (id: number | string, fields: Record<string, string>, logo?: { content: Buffer | string; filename?: string }, session?: Session) =>
  send(`/service-desk/barcode/template/update/${id}`, fields, logo, session);
const reset = (id: number | string, session: Session = admin) =>
  call(built.app, session, { method: 'PATCH', url: `/service-desk/barcode/template/reset/${id}` });
const stored = async () => await rows(built.app, 'SELECT id, width, height, labels_per_row, space_between_labels, display_logo_confirmed, logo_type, length(logo) AS logo_size FROM barcode_templates');
const labels = (query: string, session: Session | null = agent) =>
  call(built.app, session ?? undefined, { method: 'GET', url: `/service-desk/generate-barcode${query}` });
const ids = (list: number[]) => `?${list.map((id, i) => `ids[${i}]=${id}`).join('&')}`;

describe('the template', () => {
  it('reads null before any template is saved, with the default and the bounds beside it', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true, data: null,
      defaults: { width: 64, height: 34, labels_per_row: 3, space_between_labels: 3, display_logo_confirmed: 1 },
      limits: { width: { min: 10, max: 200 }, height: { min: 10, max: 200 }, labels_per_row: { min: 1, max: 10 }, space_between_labels: { min: 0, max: 50 } },
    });
  });

  it('needs a signed-in agent to read and an administrator to write', async () => {
    expect((await read(null)).status).toBe(401);
    expect((await read(user)).status).toBe(403);
    expect((await create(SIZES, undefined, agent)).status).toBe(403);
    expect((await reset(1, agent)).status).toBe(403);
    expect(await count(built.app, 'barcode_templates')).toBe(0);
  });

  it('refuses a reset or an update while there is no template', async () => {
    expect((await reset(1)).status).toBe(404);
    expect((await update(1, SIZES)).status).toBe(404);
  });

  it.each([
    [{ width: '0' }, { width: 'The width must be between 10 and 200 mm.' }],
    [{ width: '100000' }, { width: 'The width must be a number with at most 2 decimals.' }],
    [{ width: '201' }, { width: 'The width must be between 10 and 200 mm.' }],
    [{ height: 'abc', width: '1e3' }, { height: 'The height must be a number with at most 2 decimals.', width: 'The width must be a number with at most 2 decimals.' }],
    [{ height: '-5' }, { height: 'The height must be a number with at most 2 decimals.' }],
    [{ height: '12.345' }, { height: 'The height must be a number with at most 2 decimals.' }],
    [{ height: '' }, { height: 'This field is required.' }],
    [{ labels_per_row: '0' }, { labels_per_row: 'The labels per row must be between 1 and 10.' }],
    [{ labels_per_row: '11' }, { labels_per_row: 'The labels per row must be between 1 and 10.' }],
    [{ labels_per_row: '2.5' }, { labels_per_row: 'The labels per row must be a whole number.' }],
    [{ space_between_labels: '51' }, { space_between_labels: 'The space between labels must be between 0 and 50 mm.' }],
    [{ display_logo_confirmed: '2' }, { display_logo_confirmed: 'The display logo must be Yes (1) or No (0).' }],
    [{ image_exists: 'yes' }, { image_exists: 'The image exists must be 1 or 0.' }],
  ])('refuses %j with a message per field, writing nothing', async (bad, message) => {
    const { status, body } = await create({ ...SIZES, ...bad });
    expect(status).toBe(412);
    expect(body).toEqual({ success: false, message });
    expect(await count(built.app, 'barcode_templates')).toBe(0);
  });

  it('says every missing field is required', async () => {
    const { status, body } = await create({});
    expect(status).toBe(412);
    expect(Object.keys(body.message).sort()).toEqual(['height', 'labels_per_row', 'space_between_labels', 'width']);
    expect(body.message.width).toBe('This field is required.');
  });

  it('judges the logo by its bytes: a text file named .png, an SVG, an empty file and a file over 1 MB are refused', async () => {
    for (const content of ['not an image at all', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '']) {
      const { status, body } = await create(SIZES, { content, filename: 'logo.png' });
      expect(status, content).toBe(412);
      expect(body.message).toEqual({ logo_image: 'The logo image must be a PNG or JPEG image.' });
    }
    const huge = Buffer.concat([PNG, Buffer.alloc(1_048_576)]);
    const { status, body } = await create(SIZES, { content: huge });
    expect(status).toBe(412);
    expect(body.message).toEqual({ logo_image: 'The logo image may not be greater than 1 MB.' });
    expect(await count(built.app, 'barcode_templates')).toBe(0);
  });

  let id: number;
  it('creates the template with a PNG logo, shown by its URL, display logo Yes by default', async () => {
    const { status, body } = await create(SIZES, { content: PNG, filename: 'evil<name>.gif' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe('Barcode template created successfully.');
    id = body.data.id;
    expect(body.data).toMatchObject({ width: 70, height: 35.5, labels_per_row: 3, space_between_labels: 4, display_logo_confirmed: 1, image_exists: 1 });
    expect(body.data.logo_image).toMatch(new RegExp(`^/service-desk/barcode/template/logo/${id}\\?v=[0-9a-f]{16}$`));
    expect((await read()).body.data).toEqual(body.data);
    const logo = await built.app.inject({ method: 'GET', url: body.data.logo_image, headers: agent.headers });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    expect((await built.app.inject({ method: 'GET', url: body.data.logo_image })).statusCode).toBe(401);
  });

  it('refuses a second create (400) and keeps the first', async () => {
    const { status, body } = await create({ ...SIZES, width: '90' });
    expect(status).toBe(400);
    expect(body.message).toBe('A barcode template exists already: update it instead.');
    expect(await stored()).toEqual([expect.objectContaining({ width: 70 })]);
  });

  it('refuses bad input on update without changing the stored template', async () => {
    const before = await stored();
    expect((await update(id, { ...SIZES, labels_per_row: '0', width: '0' })).body.message)
      .toEqual({ labels_per_row: 'The labels per row must be between 1 and 10.', width: 'The width must be between 10 and 200 mm.' });
    expect((await update(id, SIZES, { content: 'plain text', filename: 'renamed.png' })).status).toBe(412);
    expect((await update(id + 1, SIZES)).status).toBe(404);
    expect((await update('abc', SIZES)).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('updates: keeps the logo with image_exists 1, replaces it with a new JPEG, removes it with image_exists 0', async () => {
    let { status, body } = await update(id, { ...SIZES, width: '50', image_exists: '1', display_logo_confirmed: '0' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe('Barcode template updated successfully.');
    expect(body.data).toMatchObject({ width: 50, display_logo_confirmed: 0, image_exists: 1 });
    ({ body } = await update(id, { ...SIZES, display_logo_confirmed: '1' }, { content: JPEG, filename: 'logo.jpeg' }));
    expect((await stored())[0]).toMatchObject({ logo_type: 'image/jpeg', logo_size: JPEG.length, display_logo_confirmed: 1 });
    ({ body } = await update(id, { ...SIZES, image_exists: '0' }));
    expect(body.data).toMatchObject({ image_exists: 0, logo_image: null });
  });

  it('takes JSON too', async () => {
    const { status, body } = await call(built.app, admin, { method: 'POST', url: `/service-desk/barcode/template/update/${id}`,
      payload: { width: 64, height: 34, labels_per_row: 3, space_between_labels: 0, display_logo_confirmed: 1 } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ width: 64, space_between_labels: 0 });
  });

  it('logs every write in the activity log', async () => {
    const log = await rows(built.app, "SELECT action, changes FROM activity_log WHERE resource = 'barcode-template' ORDER BY id");
    expect(log.map((entry) => entry.action)).toEqual(['created', 'updated', 'updated', 'updated', 'updated']);
    expect(JSON.parse(log[1].changes)).toEqual({ width: [70, 50], display_logo_confirmed: [1, 0] });
  });

  it('resets to the default: the template is deleted, a second reset finds none', async () => {
    const { status, body } = await reset(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Barcode template reset to the default.', data: null });
    expect((await read()).body.data).toBeNull();
    expect((await reset(id)).status).toBe(404);
    expect((await rows(built.app, "SELECT action FROM activity_log WHERE resource = 'barcode-template' ORDER BY id DESC LIMIT 1"))[0].action).toBe('deleted');
  });
});

describe('the labels page', () => {
  const assets = async (list: number[]) => await rows(built.app, `SELECT id, name, identifier FROM sd_assets WHERE id IN (${list.join(',')})`);

  it('lays out one label per asset with a Code 128 of its identifier that decodes back', async () => {
    const { status, response } = await labels(ids([3, 1, 2]));
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const found = [...html.matchAll(/<article class="label" data-asset-id="(\d+)">([\s\S]*?)<\/article>/g)];
    expect(found.map((match) => Number(match[1]))).toEqual([3, 1, 2]);
    for (const [, assetId, content] of found) {
      const [asset] = await assets([Number(assetId)]);
      expect(decodeCode128(content.match(/<svg[\s\S]*?<\/svg>/)![0])).toBe(asset.identifier);
      expect(content).toContain(`<p class="identifier">${asset.identifier}</p>`);
    }
    // The default template: 3 labels of 64 × 34 mm a row, 3 mm apart.
    expect(html).toContain('grid-template-columns: repeat(3, 64mm)');
    expect(html).toContain('gap: 3mm');
    expect(html).toContain('<button type="button" id="print">Print</button>');
    expect(html).toContain('@media print');
  });

  it('sends a strict CSP: only its own nonce\'d style and script run', async () => {
    const { response } = await labels(ids([1]));
    const policy = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)![1];
    expect(policy).toBe(`default-src 'none'; img-src 'self'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`);
    expect(response.body.match(/<script/g)).toHaveLength(1);
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    expect(response.body).not.toMatch(/ style="| on[a-z]+="/);
    expect((await labels(ids([1]))).response.headers['content-security-policy']).not.toContain(nonce);
  });

  it('escapes names and says so on a label whose asset has no identifier or one a barcode cannot carry', async () => {
    await built.app.db.run("UPDATE sd_assets SET name = ?, identifier = NULL WHERE id = 4", ['<img src=x onerror=alert(1)> & "Co"']);
    await built.app.db.run("UPDATE sd_assets SET identifier = 'Ünï' WHERE id = 5");
    const html = (await labels(ids([4, 5]))).response.body;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('No identifier: no barcode.');
    expect(html).toContain('The identifier Ünï has characters a barcode cannot carry.');
    expect(html.match(/<svg/g)).toBeNull();
  });

  it('follows the saved template: its sizes and its logo when display logo is Yes', async () => {
    const { body } = await create({ width: '50', height: '25', labels_per_row: '4', space_between_labels: '2.5' }, { content: PNG });
    let html = (await labels(ids([1, 2]))).response.body;
    expect(html).toContain('grid-template-columns: repeat(4, 50mm)');
    expect(html).toContain('gap: 2.5mm');
    expect(html).toContain('height: 25mm');
    expect(html.match(/<img class="logo" src="([^"]+)"/g)).toHaveLength(2);
    expect(html).toContain(`src="${body.data.logo_image}"`);
    await update(body.data.id, { width: '50', height: '25', labels_per_row: '4', space_between_labels: '2.5', display_logo_confirmed: '0' });
    html = (await labels(ids([1]))).response.body;
    expect(html).not.toContain('<img');
    await reset(body.data.id);
  });

  it.each([
    ['', 400, 'Please select at least one asset to print labels.'],
    ['?ids[0]=abc', 400, 'The ids must be asset ids (positive whole numbers).'],
    ['?ids[0]=0', 400, 'The ids must be asset ids (positive whole numbers).'],
    ['?ids[0]=1&ids[1]=-2', 400, 'The ids must be asset ids (positive whole numbers).'],
    [ids(Array.from({ length: 501 }, (_, i) => i + 1)), 400, 'At most 500 labels can be printed at once.'],
    [ids([1, 99999]), 404, 'No asset has the id 99999.'],
    [ids([99998, 99999]), 404, 'No assets have the ids 99998, 99999.'],
  ])('answers %s with a page saying what is wrong (%i)', async (query, status, message) => {
    const { status: got, response } = await labels(query);
    expect(got).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(response.body).toContain(`<p class="error" role="alert">${message}</p>`);
  });

  it('asks a visitor without a session to sign in, and refuses a host user, as pages', async () => {
    const anonymous = await labels(ids([1]), null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.response.body).toContain('Sign in to print labels.');
    const host = await labels(ids([1]), user);
    expect(host.status).toBe(403);
    expect(host.response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('prints the same asset once, in the order first given', async () => {
    const html = (await labels('?ids[0]=2&ids[1]=1&ids[2]=2')).response.body;
    expect([...html.matchAll(/data-asset-id="(\d+)"/g)].map((match) => match[1])).toEqual(['2', '1']);
  });
});
