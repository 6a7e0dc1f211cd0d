/**
 * Planning popups of a record (x-planning), {id} the record and {key} one of x-planning.kinds:
 *   planning       => GET    x-planning.list.GET       ({id})          entries at x-planning.list.items
 *   planningEntry  => GET    x-planning.get.GET        ({id}, {key})   { description, attachment, title, row_version? } at x-planning.get.record
 *   savePlanning   => POST   x-planning.save.POST      ({id}[, {key}]) multipart identifier, description, title, attachment, attachment_delete,
 *                                                                      row_version (when the entry was read with one)
 *   deletePlanning => DELETE x-planning.delete.DELETE  ({id}, {key})
 *   download link  =>        x-planning.download.GET   ({attachment}, {owner}, {id})
 */
import type { Identifier } from 'ra-core';
import { type ResourceDefinition, fillUrl, getPath, planningKind, ROW_VERSION, UNWRITTEN_VERSION, type PlanningSpec } from '../../kernel';
import type { ApiRequest, FormEntries } from './request';

export interface PlanningFile { id: Identifier; value: string; size?: number; type?: string; owner?: string }

export interface PlanningEntry {
  key: string;
  title?: string | null;
  /** HTML from the server: sanitised before it is shown. */
  description: string;
  updated_at?: string;
  attachment: PlanningFile | null;
  /** The version the entry was read at (ROW_VERSION), when the server numbers them. */
  [ROW_VERSION]?: number;
}

/** What the popup writes: a new file replaces the stored one, removeFile drops it. */
export interface PlanningWrite {
  key: string;
  description: string;
  title?: string | null;
  file?: Blob;
  removeFile?: boolean;
  /** The version of the entry the popup read: the server refuses the save (409) when someone saved since. */
  version?: number;
}

export const planningOf = (definition: ResourceDefinition): PlanningSpec => {
  if (!definition.planning) throw new Error(`${definition.name} declares no x-planning`);
  return definition.planning;
};

const fileOf = (value: unknown): PlanningFile | null =>
  (value && typeof value === 'object' && 'id' in value ? value as PlanningFile : null);

export const planningListRequest = (definition: ResourceDefinition, id: Identifier): ApiRequest =>
  ({ method: 'GET', url: fillUrl(planningOf(definition).list.GET, { id }) });

/** The entries of declared kinds, in the order the kinds are declared; anything else the server sends is left out. */
export function planningListResponse(definition: ResourceDefinition, body: unknown): PlanningEntry[] {
  const spec = planningOf(definition);
  const rows = getPath(body, spec.list.items);
  const entries = (Array.isArray(rows) ? rows : []).filter((row) => row && typeof row === 'object' && planningKind(spec, String(row.key)));
  const order = (entry: PlanningEntry) => spec.kinds.findIndex((kind) => kind.key === entry.key);
  return entries
    .map((row): PlanningEntry => ({ ...row, description: String(row.description ?? ''), attachment: fileOf(row.attachment) }))
    .sort((a, b) => order(a) - order(b));
}

export const planningEntryRequest = (definition: ResourceDefinition, id: Identifier, key: string): ApiRequest =>
  ({ method: 'GET', url: fillUrl(planningOf(definition).get.GET, { id, key }) });

/** The entry of one kind; a kind not written yet reads as an empty entry. */
export function planningEntryResponse(definition: ResourceDefinition, key: string, body: unknown): PlanningEntry {
  const info = (getPath(body, planningOf(definition).get.record) ?? {}) as Record<string, unknown>;
  return {
    key,
    title: typeof info.title === 'string' ? info.title : null,
    description: typeof info.description === 'string' ? info.description : '',
    attachment: fileOf(info.attachment),
    ...(typeof info[ROW_VERSION] === 'number' ? { [ROW_VERSION]: info[ROW_VERSION] } : {}),
  };
}

/**
 * The version a save of the entry goes with: the one it was read at, or, for a kind not written yet,
 * UNWRITTEN_VERSION, so two people writing the first entry at once do not silently replace each other.
 * An entry written but read without one (a server that keeps none) sends none.
 */
export const readVersion = (entry: PlanningEntry): number | undefined =>
  entry[ROW_VERSION] ?? (entry.description ? undefined : UNWRITTEN_VERSION);

/** The multipart save: title only for a kind that has one, the file only when one was chosen, the version only when the entry had one. */
export function savePlanningRequest(definition: ResourceDefinition, id: Identifier, write: PlanningWrite): ApiRequest {
  const spec = planningOf(definition);
  const multipart: FormEntries = [['identifier', write.key], ['description', write.description]];
  if (planningKind(spec, write.key)?.title) multipart.push(['title', write.title ?? '']);
  if (write.file) multipart.push(['attachment', write.file]);
  else if (write.removeFile) multipart.push(['attachment_delete', '1']);
  if (write.version !== undefined) multipart.push([ROW_VERSION, String(write.version)]);
  return { method: 'POST', url: fillUrl(spec.save.POST, { id, key: write.key }), multipart };
}

export const deletePlanningRequest = (definition: ResourceDefinition, id: Identifier, key: string): ApiRequest =>
  ({ method: 'DELETE', url: fillUrl(planningOf(definition).delete.DELETE, { id, key }) });

/** The download link of an entry's file, or undefined when the resource declares none or the file names no owner. */
export function planningDownloadUrl(definition: ResourceDefinition, id: Identifier, file: PlanningFile): string | undefined {
  const template = planningOf(definition).download?.GET;
  if (!template || (template.includes('{owner}') && !file.owner)) return undefined;
  return fillUrl(template, { attachment: file.id, owner: file.owner ?? '', id });
}
