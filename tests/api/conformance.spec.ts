// One suite over every resource file in schemas/: a file an administrator adds or edits is held to
// the same rules as the shipped ones, without writing a test for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResources, SCHEMAS_DIR } from '../../server/loadResources';
import { cellRegistry } from '../../src/engine/cellRegistry';
import { fieldRegistry } from '../../src/engine/fieldRegistry';
import { pickDisplay } from '../../src/engine/registry';
import { pickWidget } from '../../src/engine/widgetRegistry';
import { UnknownDisplay } from '../../src/engine/fields';
import { UnknownWidget } from '../../src/engine/widgets';
import { readRecord } from '../../src/engine/data/readRecord';
import { listEndpoint, recordEndpoint, getPath } from '../../src/kernel';
import { toFormSchema } from '../../src/engine/views/formSchema';
import { sampleRecord } from '../contract/sampleRecord';
import { build, call, login, multipartBody, type Built, type Session } from './helpers';

const definitions = loadResources(SCHEMAS_DIR);

let server: Built;
let admin: Session;
beforeAll(async () => { server = await build(); admin = await login(server.app); });
afterAll(async () => { await server.close(); });

const lookup = async (url: string) => {
  const { body } = await call(server.app, admin, { method: 'GET', url });
  return Object.values(body.data)[0] as Array<{ id: number }>;
};
const asField = (value: unknown) => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value));

describe.each(definitions.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  it('has a real input for every writable property and a real renderer for every column and show field', () => {
    // A form written by hand for both create and edit (x-resource.screens) renders its own inputs.
    const screens = def.file['x-resource'].screens;
    const generic = !(screens?.create && screens.edit);
    for (const field of generic ? def.writable : []) expect(pickWidget(field), field.name).not.toBe(UnknownWidget);
    for (const column of def.columns) expect(pickDisplay(cellRegistry, column), column.name).not.toBe(UnknownDisplay);
    for (const name of def.show.fields ?? []) expect(pickDisplay(fieldRegistry, def.fields[name]), name).not.toBe(UnknownDisplay);
  });

  it('marks exactly the required writable properties as required in the form', () => {
    const required = (def.file.required ?? []).filter((name) => !def.fields[name].readOnly);
    expect(toFormSchema(def).required).toEqual(required);
    for (const field of def.writable) expect(field.required, field.name).toBe(required.includes(field.name));
  });

  // A read-only resource (no x-api.save) cannot be written: its seeded rows read the same through list and get, and offer no edit or delete.
  if (!def.api.save) it('reads a seeded row the same through list and get, with no edit or delete', async () => {
    const list = await call(server.app, admin, { method: 'GET', url: `${listEndpoint(def).GET}?sort-field=id&sort-order=asc` });
    const first = (getPath(list.body, listEndpoint(def).items) as Array<Record<string, unknown>>)[0];
    const read = await call(server.app, admin, { method: 'GET', url: recordEndpoint(def).GET.replace('{id}', String(first.id)) });
    expect(getPath(read.body, recordEndpoint(def).record)).toEqual(first);
    expect(first).toMatchObject({ [def.rowFlags.edit ?? 'is_edit']: false, [def.rowFlags.delete ?? 'is_delete']: false });
  });

  // A create-only resource keeps nothing to read back: its own tests follow what it sends.
  if (def.api.save && def.listed) it('reads back what was written: create, then get', async () => {
    const values = await sampleRecord(def, 11, lookup);
    // Lists travel as indexed multipart fields (asset_ids[0]), as the client sends them, or as JSON where the file says so.
    const fields = Object.fromEntries(Object.entries(values).flatMap(([key, value]) => (Array.isArray(value)
      ? value.map((item, i) => [`${key}[${i}]`, asField(item)]) : [[key, asField(value)]])));
    const body = def.api.save!.body === 'json' ? { payload: values } : multipartBody(fields);
    const saved = await call(server.app, admin, { method: 'POST', url: def.api.save!.POST, ...body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await call(server.app, admin, { method: 'GET', url: recordEndpoint(def).GET.replace('{id}', String(saved.body.data.id)) });
    // Read as the client reads it (x-read), so a list of linked {id, name} gives back the written ids.
    const record = readRecord(def, getPath(read.body, recordEndpoint(def).record));
    // Objects read back may carry more than was written (the ids of saved list items).
    // A resource with a lifecycle moves its state on after a save (a draft with an approver goes for
    // approval): the property that follows the approver is that state, and is the lifecycle's tests' to check.
    const moved = (name: string) => def.file['x-store']?.lifecycle !== undefined && def.fields[name]?.schema['x-follows'] !== undefined;
    for (const [name, value] of Object.entries(values)) {
      if (moved(name)) continue;
      if (value !== null && typeof value === 'object') expect(record[name], name).toMatchObject(value);
      else expect(record[name], name).toEqual(value);
    }
  });
});
