import { type ResourceDefinition, type FieldDescriptor, type Role, hasRole } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { lifecycleOf } from '../lifecycles';
import { memoised } from '../memoised';
import { isLocked } from '../locks';
import type { LookupSource } from '../lookups';
import { sourceOf } from '../lookups';
import { findAttachments } from './attachments';
import { convertedFields, fromColumn } from './columnValues';
import { customReads } from './customReads';
import { hiddenColumns } from './hiddenColumns';
import { withoutSearchText } from './searchColumn';
import { derivedReads } from './derivedReads';
import { linkFieldRead } from './linkFieldReads';
import { linkedReads } from './linkedReads';
import { lookupItemsById } from './lookupItems';
import type { Row } from './records';
import { ownerOf } from './resourceTable';

type Related = (row: Row) => unknown;

/** How one x-read property becomes its {id, name} object (plus meta with x-ref.meta): from the look-up source or the choice titles. */
async function relatedObject(db: SqlClient, resources: ResourceDefinition[], field: FieldDescriptor, source: LookupSource | undefined, rows: Row[]): Promise<Related> {
  // A multiple reference (asset_ids) is stored as a JSON list and reads as a list of {id, name}.
  const ids: number[] = [];
  for (const row of rows) {
    const value = fromColumn(field, row[field.name]);
    for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'number') ids.push(id);
  }
  const items: Map<unknown, { name: string | null }> = source
    ? await lookupItemsById(db, resources, source, ids)
    : new Map(field.choices?.map((choice) => [choice.value, { name: choice.label }]));
  // x-ref.meta: the reference reads what its meta=true look-up answers, so a requester is {id, name, email}
  // and the client can show the e-mail when the name is empty; other references stay {id, name}.
  // A typed e-mail of a taggable list (notify_to) reads as { id: address, name: null, email: address }.
  const { meta, taggable } = field.reference ?? {};
  const object = (id: unknown) => {
    if (typeof id === 'string' && taggable) return { id, name: null, email: id };
    const item = items.get(id);
    return meta ? { ...item, id, name: item?.name ?? null } : { id, name: item?.name ?? null };
  };
  return (row) => {
    const value = fromColumn(field, row[field.name]);
    if (value === null || value === undefined) return null;
    return Array.isArray(value) ? value.map(object) : object(value);
  };
}

async function attachmentObject(db: SqlClient, def: ResourceDefinition, field: FieldDescriptor, rows: Row[]): Promise<Related> {
  const found = (await findAttachments(db, ownerOf(def), rows.map((row) => row.id as number))).filter((a) => a.field === field.name);
  const byOwner = new Map(found.map((a) => [a.owner_id, { id: a.id, value: a.value, size: a.size, type: a.type }]));
  return (row) => byOwner.get(row.id as number) ?? null;
}

/** x-store.number: numbered({format: '#PRB-{id}'}, {id: 12}) === '#PRB-12'. */
const numbered = (format: string, row: Row) => format.replace(/\{(\w+)\}/g, (_, key: string) => String(row[key] ?? ''));

type FieldRead = { kind: 'attachment' | 'link' | 'related'; field: FieldDescriptor; key: string; source?: LookupSource };

/** What reading a resource's rows takes, worked out once per resource file rather than per page. */
const readPlanOf = memoised((def: ResourceDefinition) => {
  const fields = Object.values(def.fields);
  const reads = fields.flatMap((field): FieldRead[] => {
    const key = field.readPath.split('.')[0];
    if (field.kind === 'attachment') return [{ kind: 'attachment', field, key: field.name }];
    if (field.link !== undefined) return [{ kind: 'link', field, key }];
    return field.readPath.includes('.') ? [{ kind: 'related', field, key, source: sourceOf(def, field) }] : [];
  });
  return {
    reads,
    converted: convertedFields(fields.filter((field) => field.link === undefined)),
    lifecycle: lifecycleOf(def),
    number: def.file['x-store']?.number,
    editFlag: def.rowFlags.edit ?? 'is_edit',
    deleteFlag: def.rowFlags.delete ?? 'is_delete',
  };
});

/**
 * Rows as the API reads them: stored columns (not those of properties removed from the model), booleans as true/false, an {id, name} object (with
 * the look-up's meta columns when x-ref.meta) for every x-read "object.id" property, attachments as
 * {id, value, size, type}, the x-store.number, the x-derived values, and the caller's row flags (edit needs
 * x-resource.write and an unlocked record, delete needs x-resource.remove), and the records of
 * every x-links entry with a `read` key (not followed further, so two files reading each other
 * cannot loop). Related names are fetched once per page, not once per row.
 */
export async function readRecords(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, rows: Row[], role: Role | undefined, withLinks = true): Promise<Row[]> {
  const plan = readPlanOf(def);
  const extras: Array<[string, Related]> = [];
  for (const { kind, field, key, source } of plan.reads) {
    if (kind === 'attachment') extras.push([key, await attachmentObject(db, def, field, rows)]);
    else if (kind === 'link') extras.push([key, await linkFieldRead(db, resources, def, field, rows)]);
    else extras.push([key, await relatedObject(db, resources, field, source, rows)]);
  }
  extras.push(...await customReads(db, def, rows));
  extras.push(...derivedReads(def));
  if (withLinks) extras.push(...await linkedReads(db, def, rows, (target, found) => readRecords(db, resources, target, found, role, false)));
  // A read-only resource (no x-api save or delete) offers neither on any row.
  const canWrite = def.api.save !== undefined && hasRole(role, def.write);
  const canRemove = def.api.delete !== undefined && hasRole(role, def.remove);
  const { converted, lifecycle, number, editFlag, deleteFlag } = plan;
  const hidden = await hiddenColumns(db, def);
  return rows.map((row) => {
    const record: Row = { ...row };
    for (const name of hidden) delete record[name];
    withoutSearchText(record);
    for (const field of converted) record[field.name] = fromColumn(field, record[field.name]);
    for (const [key, related] of extras) record[key] = related(row);
    if (number) record[number.field] = numbered(number.format, row);
    // A lifecycle's state may forbid what the role allows (a running contract is not deleted).
    record[editFlag] = canWrite && !isLocked(def, row) && (lifecycle?.allows('edit', row) ?? true);
    record[deleteFlag] = canRemove && (lifecycle?.allows('delete', row) ?? true);
    return record;
  });
}
