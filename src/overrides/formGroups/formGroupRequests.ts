/**
 * The form-group screens' calls, from a category's x-api.form.groups:
 *   list => GET  groups.list.GET    every group of the category at groups.list.items
 *   save => POST groups.save.POST   JSON { id?, row_version?, name, <groups.field>: type ids, fields }
 */
import type { LookupItem } from '../../engine/data';
import type { ApiRequest } from '../../engine/data/request';
import { groupTypesKey, type GroupField, type FormGroupsSpec, getPath, ROW_VERSION } from '../../kernel';

/** A group as the list reads it: type ids and the types' names beside them. */
export interface FormGroupRecord {
  id: number;
  name: string;
  typeIds: number[];
  types: LookupItem[];
  fields: GroupField[];
  updated_at?: string;
  /** The version the group was read at, when the server numbers them: sent back with an update. */
  [ROW_VERSION]?: number;
}

/** What the editor sends. */
export interface FormGroupInput {
  name: string;
  typeIds: number[];
  fields: GroupField[];
}

export const groupListRequest = (spec: FormGroupsSpec): ApiRequest => ({ method: 'GET', url: spec.list.GET });

/** groupListResponse(spec, body) → the groups, whatever the server left out read as empty. */
export function groupListResponse(spec: FormGroupsSpec, body: unknown): FormGroupRecord[] {
  const items = getPath(body, spec.list.items);
  if (!Array.isArray(items)) return [];
  return items.map((raw: Record<string, unknown>) => ({
    id: Number(raw.id),
    name: String(raw.name ?? ''),
    typeIds: Array.isArray(raw[spec.field]) ? (raw[spec.field] as number[]) : [],
    types: Array.isArray(raw[groupTypesKey(spec.field)]) ? (raw[groupTypesKey(spec.field)] as LookupItem[]) : [],
    fields: Array.isArray(raw.fields) ? (raw.fields as GroupField[]) : [],
    ...(typeof raw.updated_at === 'string' ? { updated_at: raw.updated_at } : {}),
    ...(typeof raw[ROW_VERSION] === 'number' ? { [ROW_VERSION]: raw[ROW_VERSION] } : {}),
  }));
}

/** The wire body of a save: groupSaveBody(spec, input, 3, 2) carries id 3 (an update) read at version 2. */
export const groupSaveBody = (spec: FormGroupsSpec, input: FormGroupInput, id?: number, version?: number): Record<string, unknown> => ({
  ...(id === undefined ? {} : { id }),
  ...(id === undefined || version === undefined ? {} : { [ROW_VERSION]: version }),
  name: input.name,
  [spec.field]: input.typeIds,
  fields: input.fields,
});

export const groupSaveRequest = (spec: FormGroupsSpec, input: FormGroupInput, id?: number, version?: number): ApiRequest =>
  ({ method: 'POST', url: spec.save.POST, json: groupSaveBody(spec, input, id, version) });
