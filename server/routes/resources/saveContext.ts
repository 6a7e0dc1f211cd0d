import type { ResourceDefinition, ContextDefinition } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { badRequest } from '../../httpErrors';
import { refuseLocked } from '../../locks';
import { attachLinks, replaceLinks } from '../../repositories/linkRecords';
import { linkedIds } from '../../repositories/recordLinks';
import { lifecycleOf } from '../../lifecycles';
import { findRecord } from '../../repositories/records';
import { saveRecord, type SaveInput, type SaveResult } from '../../repositories/saveRecord';
import { withAttributeLabel } from '../links/attributeValue';
import { targetNames } from '../links/targetNames';
import type { LinkSet } from './linkFieldValues';
import { positiveId, scalar, type RawQuery } from './parseQuery';

/** A record a create was opened from (x-api.save.context): which parameter named it, and its id. */
export interface ContextRecord {
  context: ContextDefinition & Required<Pick<ContextDefinition, 'via' | 'record'>>;
  id: number;
}

/**
 * The context records of a save, read from the query or the body (clients send either) and checked
 * before anything is written: each must be a positive id (400), and on a create name an existing
 * record (400) that, when it owns the link, is not locked (400). An update takes no context: the
 * link is made once, when the record is created from the other one.
 */
export async function readContext(db: SqlClient, def: ResourceDefinition, query: RawQuery, body: Record<string, unknown>, creating: boolean): Promise<ContextRecord[]> {
  const found: ContextRecord[] = [];
  for (const context of Object.values(def.context)) {
    const raw = scalar(query, context.param) ?? body[context.param];
    if (raw === undefined || raw === null || raw === '') continue;
    const id = positiveId(String(raw).trim(), context.param);
    const { via, record } = context;
    if (!creating || !via || !record) continue;
    const row = await findRecord(db, record, id);
    if (!row) throw badRequest(`The selected ${record.title} does not exist.`);
    if (context.owner !== undefined) refuseLocked(record, row);
    found.push({ context: { ...context, via, record }, id });
  }
  return found;
}

/**
 * saveRecord, then the new record linked to each context record and each x-link property's set
 * replaced, then the resource's lifecycle told (x-store.lifecycle), in one transaction: a refused link (the
 * problem holds a change already) or a refused state leaves no record behind.
 */
export async function saveInContext(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, input: SaveInput, userId: number, contexts: ContextRecord[], linkSets: LinkSet[] = []): Promise<SaveResult> {
  return db.transaction(async () => {
    const before = input.id === undefined ? undefined : await findRecord(db, def, input.id);
    const result = await saveRecord(db, def, input, userId);
    for (const { link, ids } of linkSets) {
      // Names of the ids held now and of the new ones, read before the change, for the log.
      const nameOf = await targetNames(db, resources, link, [...await linkedIds(db, { owner: def.name, ownerId: result.id, link: link.name }), ...ids]);
      // The save judged the lock before writing: a save that completes or closes the record keeps its set.
      await replaceLinks(db, { owner: def, link, ownerId: result.id, targetIds: ids, nameOf, userId, ownerChecked: true });
    }
    for (const { context, id } of contexts) {
      // With an owner the named record holds the link and the new one is its target; without, the other way round.
      const [owner, ownerId, targetId] = context.owner === undefined ? [def, result.id, id] : [context.record, id, result.id];
      const nameOf = withAttributeLabel(context.via, await targetNames(db, resources, context.via, [targetId]), context.attribute);
      await attachLinks(db, { owner, link: context.via, ownerId, targetIds: [targetId], nameOf, userId, attribute: context.attribute });
    }
    await lifecycleOf(def)?.afterSave({ db, def, id: result.id, userId, before });
    return result;
  });
}
