// Child process of assetImportResume.spec.ts: starts an import on DATA_DIR (its database DATABASE_URL's
// when set, as a server's) and reports its progress on stdout ("progress <processed>") until the parent
// kills it with SIGKILL, as a crash would.
import { buildApp } from '../../server/app';
import { login, PASSWORD } from './helpers';
import { assetCsv, guessedMapping, submit, tracking, uploaded } from './importHelpers';

const rowCount = Number(process.env.ROWS);
const app = await buildApp({ dataDir: process.env.DATA_DIR!, demoPassword: PASSWORD, seed: 'demo', staticDir: '/nonexistent' });
const admin = await login(app);
const id = await uploaded(app, admin, assetCsv('KILL', rowCount));
await submit(app, admin, { import_id: id, mapped_system_attributes: await guessedMapping(app, admin, id) });
console.log(`job ${id}`);
for (;;) {
  const summary = await tracking(app, admin, id);
  console.log(`progress ${summary.processed}`);
  if (summary.status !== 'running' && summary.status !== 'queued') break;
  await new Promise((resolve) => setTimeout(resolve, 5));
}
