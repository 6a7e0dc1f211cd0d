// How the contract test calls a row that removes one saved item of a list property (x-remove-item):
// the table names the item's placeholder after the entity ({levelId}), the resource file says {item}.
import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, recordEndpoint, getPath } from '../../src/kernel';
import { call, type Session } from '../api/helpers';
import { sampleRecord } from './sampleRecord';
import { definitionFor, type CallFamily } from './callFamily';

type Lookup = (url: string) => Promise<Array<{ id: number }>>;
const shape = (url: string) => url.replace(/\{\w+\}/g, '{}');

/** The list property whose x-remove-item a table row is, if it is one. */
export const itemRemovalField = (def: ResourceDefinition, path: string) =>
  Object.values(def.fields).find((field) => field.schema['x-remove-item'] && shape(field.schema['x-remove-item'].DELETE) === shape(path));

/** The URL removing the first item of a fresh record saved with two (a record keeps at least one). */
export async function itemRemovalCall(app: FastifyInstance, session: Session, def: ResourceDefinition, name: string, lookup: Lookup) {
  const values = await sampleRecord(def, 5, lookup);
  const [item] = values[name] as Array<Record<string, unknown>>;
  values[name] = [item, { ...item }];
  const body = def.api.save!.body === 'json' ? { payload: values } : undefined;
  if (!body) throw new Error(`${def.name}: items of ${name} are only sampled for JSON saves`);
  const saved = await call(app, session, { method: 'POST', url: def.api.save!.POST, ...body });
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${JSON.stringify(saved.body)}`);
  const read = await call(app, session, { method: 'GET', url: recordEndpoint(def).GET.replace('{id}', String(saved.body.data.id)) });
  const [first] = (getPath(read.body, recordEndpoint(def).record) as Record<string, Array<{ id: number }>>)[name];
  return { url: def.fields[name].schema['x-remove-item']!.DELETE.replace('{item}', String(first.id)), extra: {} };
}

export const itemRemovalFamily: CallFamily = {
  name: 'item removal', handles: (row, resources) => resources.some((def) => itemRemovalField(def, row.path)),
  prepare: ({ app, session, resources, row, lookup }) => {
    const def = definitionFor(resources, (candidate) => itemRemovalField(candidate, row.path));
    return itemRemovalCall(app, session, def, itemRemovalField(def, row.path)!.name, lookup);
  },
};
