// How the contract test calls a CMDB relation row of endpoints.tsv (make-cmdb, remove-cmdb,
// cmdb-asset-table/{id}, cmdb-asset/{id}): reads use a seeded asset with relations; writes relate a
// new asset to the first one, and a removal first makes the relation it removes.
import type { FastifyInstance } from 'fastify';
import { call, multipartBody, type Session } from '../api/helpers';
import type { CallFamily } from './callFamily';

const API = '/service-desk/api';
/** AST-0007 runs three seeded relation types; relation type 1 is "depends on". */
const SEEDED_ASSET = 7;
const DEPENDS_ON = 1;

/** Whether a table row is one of the asset relation calls (the relation types' own rows are resource rows). */
export const isCmdbRelationRow = (row: { area: string; path: string }) =>
  row.area === 'cmdb' && /\/api\/(make-cmdb|remove-cmdb|cmdb-asset-table\/\{id\}|cmdb-asset\/\{id\})$/.test(row.path);

/** URL and extra inject options of a relation row, after the set-up it needs. */
export async function cmdbCall(app: FastifyInstance, session: Session, path: string): Promise<{ url: string; extra: Record<string, unknown> }> {
  if (path.includes('{id}')) return { url: path.replace('{id}', String(SEEDED_ASSET)), extra: {} };
  const created = await call(app, session, { method: 'POST', url: `${API}/asset`, ...multipartBody({ name: 'Contract test asset', asset_type_id: '4' }) });
  const payload = { relation: 'forward', child_asset_ids: [1], parent_asset_id: created.body.data.id, cmdb_id: DEPENDS_ON };
  if (path.endsWith('/remove-cmdb')) {
    const made = await call(app, session, { method: 'POST', url: `${API}/make-cmdb`, payload });
    if (made.status !== 200) throw new Error(`make-cmdb: ${made.status} ${JSON.stringify(made.body)}`);
  }
  return { url: path, extra: { payload } };
}

export const cmdbFamily: CallFamily = {
  name: 'cmdb relation', handles: isCmdbRelationRow,
  prepare: ({ app, session, row }) => cmdbCall(app, session, row.path),
};
