/**
 * The change list's filters the CAB module answers (x-list filter `module`, listFilterModules.ts):
 * - cab.waiting-at-level: changes whose pending board waits at a level copied from one of these
 *   levels of a board definition (the cab_levels look-up names them 'Board › Level'); a dashboard
 *   block counts the changes by it.
 * - cab.decision-waits-for: changes whose pending board's active level waits for a decision by one
 *   of these people, by the rule the CABs tab and the decision itself follow (entriesDecidedBy: their
 *   own entries, an administrator's stand-in ones, never on a change they requested or created).
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { Dialect, SqlClient, SqlValue } from '../database/sqlClient';
import type { ModuleFilter, ModuleFilterContext } from '../listFilterModules';
import { versionedCache } from '../repositories/versionedCache';
import { entriesDecidedBy } from './approvalFlow';
import type { AppliedLevel } from './approvalStore';
import type { ChangeRow } from './changeRow';

/** The active level of each pending board (b, l). */
const WAITING_LEVELS = 'change_cab_boards b JOIN change_cab_levels l ON l.change_cab_id = b.id AND l.is_active = 1';
const PENDING = "b.status = 'PENDING'";
/** The ids as one parameter, a JSON array each dialect reads as a set of rows. */
const inValues = (dialect: Dialect, values: number[]) => ({
  sql: dialect === 'sqlite' ? '(SELECT value FROM json_each(?))' : '(SELECT value::bigint FROM jsonb_array_elements_text(CAST(? AS jsonb)))',
  params: [JSON.stringify(values)],
});

const waitingAtLevel: ModuleFilter = {
  condition({ db, table }, values) {
    const set = inValues(db.dialect, values);
    return { sql: `${table}."id" IN (SELECT b.change_id FROM ${WAITING_LEVELS} WHERE ${PENDING} AND l.definition_level_id IN ${set.sql})`, params: set.params };
  },
  groups({ db, table }, where) {
    return db.all<{ value: number | null; count: number }>(`SELECT l.definition_level_id AS value, COUNT(DISTINCT b.change_id) AS count FROM ${WAITING_LEVELS}
      WHERE ${PENDING} AND b.change_id IN (SELECT ${table}."id" FROM ${table}${where.sql}) GROUP BY l.definition_level_id ORDER BY l.definition_level_id`, where.params as SqlValue[]);
  },
};

/** The changes waiting for each set of people, worked out once while the database does not change. */
const awaiting = versionedCache<string, number[]>(200);

/** The ids of the changes whose active level waits for one of the people (every pending board is asked: a few queries each). */
async function changesAwaiting(db: SqlClient, def: ResourceDefinition, table: string, userIds: number[]): Promise<number[]> {
  const key = `${def.name}:${userIds.join(',')}`;
  const cache = await awaiting.entries(db);
  const known = cache?.get(key);
  if (known) return known;
  const set = inValues(db.dialect, userIds);
  const users = await db.all<{ id: number; role: string }>(`SELECT id, role FROM users WHERE id IN ${set.sql}`, set.params);
  const levels = await db.all<AppliedLevel & { change_id: number } & Pick<ChangeRow, 'requester_id'>>(`SELECT l.*, b.change_id, c.requester_id FROM ${WAITING_LEVELS}
    JOIN ${table} c ON c."id" = b.change_id WHERE ${PENDING} ORDER BY b.change_id`);
  const ids: number[] = [];
  for (const level of levels) {
    const scope = { db, change: { requester_id: level.requester_id } };
    for (const user of users) {
      if ((await entriesDecidedBy(scope, level, user.id, user.role === 'admin')).some((entry) => entry.status === 'PENDING')) {
        ids.push(level.change_id);
        break;
      }
    }
  }
  cache?.set(key, ids);
  return ids;
}

const decisionWaitsFor: ModuleFilter = {
  async condition({ db, def, table }: ModuleFilterContext, values) {
    const set = inValues(db.dialect, await changesAwaiting(db, def, table, [...new Set(values)].sort((a, b) => a - b)));
    return { sql: `${table}."id" IN ${set.sql}`, params: set.params };
  },
};

export const CAB_LIST_FILTERS: Record<string, ModuleFilter> = { 'cab.waiting-at-level': waitingAtLevel, 'cab.decision-waits-for': decisionWaitsFor };
