// How the contract test calls a resource's own rows (list, read, save, delete, activity, actions,
// commands, tabs, its list's filter structure and custom fields): the record a row names is the first of its list, a fresh one for a delete; a save
// sends the row's fields sampled from the resource file.
import type { ResourceDefinition } from '../../src/kernel';
import { multipartBody } from '../api/helpers';
import { tableOf } from '../../server/repositories/resourceTable';
import { definitionFor, recordPlaceholder, type CallContext, type CallFamily } from './callFamily';
import { unlockedSample } from './sampleRecord';

const templates = (def: ResourceDefinition) => [def.api.list?.GET, def.api.getOne?.GET, def.api.save?.POST, def.api.delete?.DELETE,
  def.api.activity?.GET, def.actions?.GET, def.file['x-list']?.filterStructure?.GET, def.file['x-list']?.customFields?.GET, ...Object.values(def.actions?.commands ?? {}).map((command) => command.POST),
  ...(def.show.tabs ?? []).map((tab) => tab.GET)];

const ownRow = (def: ResourceDefinition, path: string) => templates(def).includes(recordPlaceholder(path));

async function bodyOf({ app, row, lookup }: CallContext, def: ResourceDefinition, id: number) {
  const sample = await unlockedSample(def, 7, lookup);
  // A JSON row names nested fields (levels[].name): the whole sampled record goes, as the client sends it.
  if (row.body.startsWith('json:')) return { payload: { ...sample, id } };
  const fields: Record<string, string> = {};
  for (const name of row.body.replace(/^multipart:/, '').split(',')) {
    // An update keeps a write-once property (x-once) as stored: changing it is refused.
    const stored = def.fields[name]?.once ? (await app.db.get<{ v: unknown }>(`SELECT "${name}" AS v FROM "${tableOf(def)}" WHERE id = ?`, [id]))!.v : undefined;
    const value = name === 'id' ? id : stored ?? sample[name] ?? 1;
    fields[name] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return multipartBody(fields);
}

export const recordFamily: CallFamily = {
  name: 'record', handles: (row, resources) => resources.some((def) => ownRow(def, row.path)),
  prepare: async (context) => {
    const { resources, row, createRecord, firstId } = context;
    const def = definitionFor(resources, (candidate) => ownRow(candidate, row.path));
    let url = recordPlaceholder(row.path);
    if (url.includes('{id}')) url = url.replace('{id}', String(row.method === 'DELETE' ? await createRecord(def, 3) : await firstId(def)));
    return { url, extra: row.method === 'POST' ? await bodyOf(context, def, await firstId(def)) : {} };
  },
};
