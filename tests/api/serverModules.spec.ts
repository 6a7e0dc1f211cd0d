// The server registers its modules from one list (server/modules/): each module's routes answer, its
// tables are made when the database opens, its scheduled work is the app's, and a module finds the
// resource it serves through a keyword of the resource files rather than by the resource's name.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../../server/modules';
import { build, call, rows, schemasWithEdit, signedIn, type SignedIn } from './helpers';

/** One route each module registers (its pattern) and a call to it that the module answers. */
const PROBES: Record<string, { route: string; call: InjectOptions; status: number }> = {
  cab: { route: '/service-desk/api/change-approval-status/:id', call: { method: 'GET', url: '/service-desk/api/change-approval-status/1' }, status: 200 },
  announcement: { route: '/service-desk/api/announcement', call: { method: 'POST', url: '/service-desk/api/announcement', payload: {} }, status: 412 },
  reports: { route: '/service-desk/api/reports', call: { method: 'GET', url: '/service-desk/api/reports' }, status: 200 },
  cmdb: { route: '/service-desk/api/cmdb-asset-table/:id', call: { method: 'GET', url: '/service-desk/api/cmdb-asset-table/1' }, status: 200 },
  contracts: { route: '/service-desk/api/contract-threads/:id', call: { method: 'GET', url: '/service-desk/api/contract-threads/1' }, status: 200 },
  panels: { route: '/api/organization/:id', call: { method: 'GET', url: '/api/organization/1' }, status: 200 },
  import: { route: '/service-desk/asset-upload-csv', call: { method: 'POST', url: '/service-desk/asset-upload-csv', payload: {} }, status: 400 },
  barcode: { route: '/service-desk/barcode-template', call: { method: 'GET', url: '/service-desk/barcode-template' }, status: 200 },
  mail: { route: '/service-desk/api/outbox', call: { method: 'GET', url: '/service-desk/api/outbox' }, status: 200 },
};

const MODULE_TABLES = ['cab_boards', 'change_cab_boards', 'asset_reports', 'asset_relations', 'contract_versions', 'import_jobs', 'barcode_templates'];
/** The names of the database's tables and triggers. */
const tablesOf = async (s: SignedIn['built']) => (await rows(s.app, s.app.db.dialect === 'sqlite'
  ? "SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')"
  : `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()
     UNION SELECT trigger_name AS name FROM information_schema.triggers WHERE trigger_schema = current_schema()`)).map((row) => row.name);

describe('the server built from the one list of modules', () => {
  let s: SignedIn;
  beforeAll(async () => { s = await signedIn(); }, 60000);
  afterAll(() => s.built.close());

  it('registers every module\'s routes, each answering', async () => {
    expect(Object.keys(PROBES).sort()).toEqual(SERVER_MODULES.map((module) => module.name).sort());
    for (const [name, probe] of Object.entries(PROBES)) {
      expect(s.built.app.hasRoute({ method: probe.call.method as 'GET', url: probe.route }), name).toBe(true);
      expect((await call(s.built.app, s.admin, probe.call)).status, name).toBe(probe.status);
    }
  });

  it('makes every module\'s tables and triggers when the database opens', async () => {
    expect(await tablesOf(s.built)).toEqual(expect.arrayContaining([...MODULE_TABLES, 'change_cab_boards_follow_change', 'contract_lifecycle_goes_with_contract']));
  });

  it('runs the modules\' scheduled work, named once for the whole server', () => {
    const names = SERVER_MODULES.flatMap((module) => module.schedules?.(s.built.app, { mail: { publicUrl: 'http://127.0.0.1' } }) ?? []).map((work) => work.name);
    expect(names.sort()).toEqual(['cab-reminders', 'contract-schedule', 'stale-uploads']);
  });
});

describe('a module finds its resource through the resource files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sd-modules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints labels only of a list that offers them (an x-list bulk action to the labels page)', async () => {
    const built = await build({ seed: 'none', schemasDir: schemasWithEdit(join(dir, 'labels'), 'asset', (file) => { delete file['x-list'].bulkActions; }) });
    try {
      expect(built.app.hasRoute({ method: 'GET', url: '/service-desk/generate-barcode' })).toBe(false);
      expect(await tablesOf(built)).not.toContain('barcode_templates');
    } finally {
      await built.close();
    }
  });

  it('runs approval boards on the records whose flags ask the CAB module\'s conditions', async () => {
    const built = await build({ seed: 'none', schemasDir: schemasWithEdit(join(dir, 'boards'), 'change', (file) => {
      for (const grant of Object.values<{ when?: string }>(file['x-actions'].flags)) delete grant.when;
    }) });
    try {
      expect(built.app.hasRoute({ method: 'POST', url: '/service-desk/api/apply-cab-approval' })).toBe(false);
      expect(await tablesOf(built)).not.toContain('change_cab_boards_follow_change');
      // The boards themselves are the module's records still (x-store.module "cab").
      expect(built.app.hasRoute({ method: 'GET', url: '/service-desk/api/cab' })).toBe(true);
    } finally {
      await built.close();
    }
  });
});
