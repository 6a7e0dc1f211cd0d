import type { SqlClient } from '../database/sqlClient';
import { DEFAULT_BLOCK_LIMIT, NO_VALUE, type BlockData, type BlockGroup, type ResourceDefinition } from '../../src/kernel';
import { moduleFilter } from '../listFilterModules';
import { sourceOf } from '../lookups';
import { countBy } from '../repositories/countBy';
import { listCondition, findListPage } from '../repositories/listQuery';
import { lookupNames } from '../repositories/lookupItems';
import { readRecords } from '../repositories/readRecords';
import { tableOf } from '../repositories/resourceTable';
import type { User } from '../repositories/users';
import { quote } from '../sql';
import { blockFilterValues, blockListQuery, listLink } from './blockFilter';
import { blockSource } from './blockSources';
import type { PlacedBlock } from './dashboardBlocks';

export interface BlockContext {
  db: SqlClient;
  resources: ResourceDefinition[];
  user: User;
  at?: Date;
}

type Values = Record<string, unknown>;
type Counted = { value: number | string | null; name: string | null; count: number };

/** The groups of the rows the values select, by the filter `by`: a column's values (countBy), or a module filter's. */
async function countGroups(context: BlockContext, def: ResourceDefinition, by: string, values: Values): Promise<Counted[]> {
  const { db, resources } = context;
  const filter = def.filters.find((candidate) => candidate.key === by)!;
  const where = await listCondition(def, blockListQuery(def, values, 1), 'rows', db);
  if (!filter.module) {
    const groups = (await countBy(db, resources, def, def.fields[filter.field], where)).map(({ id, name, count }) => ({ value: id, name, count }));
    // Statuses and priorities read in the model's order (Low, Normal, High), other values largest first; no value last.
    const byValue = filter.descriptor.reference?.order === 'model' || filter.descriptor.kind === 'choice';
    return byValue ? groups.sort((a, b) => (a.value === null ? 1 : b.value === null ? -1 : Number(a.value) - Number(b.value))) : groups;
  }
  // Only values the filter can select are counted: every counted row is one click away.
  const counted = ((await moduleFilter(filter.module).groups?.({ db, def, table: quote(tableOf(def)) }, where)) ?? []).filter((group) => group.value !== null);
  const source = sourceOf(def, filter.descriptor);
  const names = source ? await lookupNames(db, resources, source, counted.map((group) => group.value as number)) : new Map<number, string>();
  return counted.map((group) => ({ value: group.value, name: names.get(group.value as number) ?? null, count: group.count }));
}

/**
 * A grouped block: each value's count and the list showing exactly its rows (the block's filter with
 * `by` set to that value, or to NO_VALUE for the rows without one). The block's own link
 * shows every counted row: its filter, with a module filter's counted values.
 */
async function groupedAnswer(context: BlockContext, def: ResourceDefinition, by: string, values: Values): Promise<BlockData> {
  const counted = await countGroups(context, def, by, values);
  const isModule = def.filters.find((filter) => filter.key === by)?.module !== undefined;
  // A module's groups are the values it chose: none is without one.
  const groups = counted.map(({ value, name, count }): BlockGroup => (value === null && isModule ? { name, count }
    : { name, count, link: listLink(def, { ...values, [by]: [value ?? NO_VALUE] }) }));
  const all = isModule && counted.length ? { ...values, [by]: counted.map((group) => group.value) } : values;
  return { total: counted.reduce((sum, group) => sum + group.count, 0), link: listLink(def, all), groups };
}

/**
 * One block's figures for the signed-in person, from the list's own query with the block's filter
 * (or from its module's source): the total the list it links to shows, and by kind its groups or
 * first rows, read as the list reads them.
 */
export async function answerBlock(context: BlockContext, { block, def }: PlacedBlock): Promise<BlockData> {
  const limit = block.limit ?? DEFAULT_BLOCK_LIMIT;
  if (block.source) return blockSource(block.source)({ db: context.db, user: context.user, limit });
  const values = blockFilterValues(block.filter, context.user.id, context.at);
  if (block.kind === 'grouped') return groupedAnswer(context, def, block.by!, values);
  const { rows, total } = await findListPage(context.db, def, blockListQuery(def, values, block.kind === 'list' ? limit : 1));
  const link = listLink(def, values);
  return block.kind === 'list' ? { total, link, rows: await readRecords(context.db, context.resources, def, rows, context.user.role) } : { total, link };
}
