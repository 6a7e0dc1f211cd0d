import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { type ResourceDefinition, ROW_VERSION, type FieldDescriptor } from '../../kernel';
import { commandRequest } from './actions';
import type { HttpClient } from './httpClient';
import { readRecord } from './readRecord';
import { deleteRequest, saveRequest } from './records';

type Envelope = { message?: unknown; data?: unknown };

const metaOf = (body: Envelope) => (typeof body.message === 'string' ? { message: body.message } : undefined);

/** The data provider's writes: creates, updates, deletes and x-actions commands. */
export interface WriteMethods extends Pick<DataProvider, 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'> {
  /** Runs an x-actions command; values are the ones its `fields` asks for. */
  command(resource: string, name: string, id: Identifier, values?: Record<string, unknown>): Promise<{ meta?: { message: string } }>;
}

/**
 * writeMethods(definitionOf, http): the writes, a family of their own that loads with the first write
 * (a list or a show page opened from a link makes none); the server's success message rides in meta.message.
 */
export function writeMethods(definitionOf: (resource: string) => ResourceDefinition, http: HttpClient): WriteMethods {
  const save = async (resource: string, data: Record<string, unknown>, id?: Identifier, context?: Record<string, unknown>, fields?: FieldDescriptor[], version?: unknown) => {
    const def = definitionOf(resource);
    const body = await http.send<Envelope>(saveRequest(def, data, id, context, fields, version));
    const saved = body.data ? readRecord(def, body.data) : undefined;
    return { data: (saved ?? { ...data, id }) as RaRecord, meta: metaOf(body) };
  };
  const remove = async (resource: string, id: Identifier) => {
    const def = definitionOf(resource);
    const body = await http.send<Envelope>(deleteRequest(def, id));
    return { data: { id } as RaRecord, meta: metaOf(body) };
  };
  return {
    // meta.context: the ids of the record a create was opened from (x-api.save.context);
    // meta.fields: what a server-described form shows, when it is not the file's writable properties.
    async create(resource, { data, meta }) {
      return (await save(resource, data, undefined, meta?.context, meta?.fields)) as never;
    },
    // previousData is the record as the form read it: its version goes with the update (a 409 when stale).
    async update(resource, { id, data, previousData, meta }) {
      return (await save(resource, data, id, undefined, meta?.fields, previousData?.[ROW_VERSION])) as never;
    },
    async updateMany(resource, { ids, data }) {
      for (const id of ids) await save(resource, data, id);
      return { data: ids } as never;
    },
    async delete(resource, { id }) {
      return (await remove(resource, id)) as never;
    },
    async deleteMany(resource, { ids }) {
      for (const id of ids) await remove(resource, id);
      return { data: ids } as never;
    },
    async command(resource, name, id, values) {
      return { meta: metaOf(await http.send<Envelope>(commandRequest(definitionOf(resource), name, id, values))) };
    },
  };
}
