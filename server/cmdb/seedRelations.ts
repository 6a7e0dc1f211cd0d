/**
 * Demo relations, by row position of the seeded assets and relation types, so the map of the data
 * centre shows something: software on its servers, servers and printers on the core switch, the
 * switch behind the router and the firewall, a laptop on the access point. Stored through relate(),
 * so each one is logged on both assets as the system's doing.
 */
import type { SqlClient } from '../database/sqlClient';
import type { ResourceDefinition } from '../../src/kernel';
import { relate } from './relations';
import { ASSET_RESOURCE, cmdbTables, RELATION_TYPE_RESOURCE } from './relationTable';

// Relation types by position: 0 depends on, 1 runs on, 2 connected to, 3 contains, 4 backs up, 5 sends data to.
const [DEPENDS_ON, RUNS_ON, CONNECTED_TO, , BACKS_UP, SENDS_DATA_TO] = [0, 1, 2, 3, 4, 5];

/** [parent position, relation type position, child positions]: AST-0015 Windows Server runs on AST-0007 Dell PowerEdge. */
export const SEED_RELATIONS: Array<[number, number, number[]]> = [
  [14, RUNS_ON, [6]],
  [16, RUNS_ON, [6]],
  [16, DEPENDS_ON, [14]],
  [7, BACKS_UP, [6]],
  [6, CONNECTED_TO, [19]],
  [7, CONNECTED_TO, [19]],
  [19, CONNECTED_TO, [18]],
  [18, CONNECTED_TO, [20]],
  [21, CONNECTED_TO, [19]],
  [10, CONNECTED_TO, [19]],
  [4, CONNECTED_TO, [19]],
  [0, DEPENDS_ON, [21]],
  [17, RUNS_ON, [0, 4]],
  [15, SENDS_DATA_TO, [16]],
];

export async function seedRelations(db: SqlClient, resources: ResourceDefinition[], seeded: Map<string, number[]>): Promise<void> {
  const tables = cmdbTables(resources);
  const assets = seeded.get(ASSET_RESOURCE) ?? [];
  const types = seeded.get(RELATION_TYPE_RESOURCE) ?? [];
  if (!tables) return;
  for (const [parent, type, children] of SEED_RELATIONS) {
    const childIds = children.map((child) => assets[child]);
    if (assets[parent] === undefined || types[type] === undefined || childIds.includes(undefined as never)) continue;
    await relate(db, resources, tables, { relation: 'forward', parentId: assets[parent], childIds, cmdbId: types[type] }, null);
  }
}
