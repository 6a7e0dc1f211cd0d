// npm start (compiled into dist-server/) or npm run serve (from the sources): the reference server on PORT (8080), HOST (127.0.0.1), data in DATA_DIR (./data),
// attachments and uploaded import files in FILES_DIR (DATA_DIR),
// resource files in SCHEMAS_DIR (schemas/), the built SPA in STATIC_DIR (dist/), demo password DEMO_PASSWORD (demo),
// mail delivered through SMTP_URL (none: kept in the outbox) from MAIL_FROM, its links on PUBLIC_URL (http://HOST:PORT),
// WORKERS processes answering requests (one per core; 1: a single process, no primary), logs at LOG_LEVEL (warn),
// the answering process's pid in an X-Served-By header with SERVED_BY_HEADER=1, failed sign-ins allowed a minute
// per account and per address LOGIN_LIMIT_PER_ACCOUNT (10) and LOGIN_LIMIT_PER_ADDRESS (50), the proxies whose
// X-Forwarded-* headers count in TRUST_PROXY (none), the days an approval link works APPROVAL_LINK_DAYS (7) and
// the unknown approval links an address may try a minute APPROVAL_LINK_LIMIT_PER_ADDRESS (20), and the hosts
// whose pages may frame ours in FRAME_ANCESTORS ('self').
import cluster from 'node:cluster';
import type { ServerAddress } from './banner';
import { printBanner } from './banner';
import { runPrimary } from './cluster/primary';
import { workerCount } from './cluster/workerCount';
import { DEFAULT_APPROVAL_LINKS } from './approvalLinkSettings';
import { currencySetting } from './currencySetting';
import { filesDirSetting } from './files/filesDirSetting';
import { holdDataDirLock } from './dataDirLock';
import { frameAncestorsSetting } from './frameAncestors';
import { DEFAULT_LOGIN_LIMITS } from './loginLimits';
import { DEFAULT_STOP_GRACE_SECONDS } from './stopOnSignals';
import { wholeNumberSetting } from './wholeNumberSetting';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const address: ServerAddress = {
  host, port, publicUrl: process.env.PUBLIC_URL ?? `http://${host}:${port}`, demoPassword: process.env.DEMO_PASSWORD ?? 'demo',
  smtpUrl: process.env.SMTP_URL || undefined, workers: workerCount(process.env.WORKERS),
  // The seconds a stopping server gives its requests in flight: STOP_GRACE_SECONDS (10).
  stopGraceMs: 1000 * wholeNumberSetting('STOP_GRACE_SECONDS', process.env.STOP_GRACE_SECONDS, DEFAULT_STOP_GRACE_SECONDS),
};

/** TRUST_PROXY as fastify takes it: 'true', a hop count ('1'), or addresses ('10.0.0.1,10.0.0.0/8'). */
function trustProxySetting(raw: string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (raw === undefined || raw.trim() === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (!/^\d+$/.test(raw)) return raw;
  const hops = Number(raw);
  return (_address, hop) => hop < hops;
}

const dataDir = process.env.DATA_DIR ?? './data';

if (cluster.isPrimary) {
  // The process people stop holds the data folder's lock from its start to its end: a restore is
  // refused meanwhile, and so is a second server on the same folder (dataDirLock.ts). Its release
  // stays referenced until the exit: a connection the collector took would close and let go.
  try {
    process.once('exit', holdDataDirLock(dataDir, true));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (address.workers > 1 && cluster.isPrimary) {
  // The primary loads no app (only SQLite, for the lock): its memory stays near a bare node process's.
  process.exitCode = await runPrimary(address.workers, address.stopGraceMs, address, () => printBanner(address));
} else {
  const { serve } = await import('./serve');
  await serve(address, {
    dataDir, filesDir: filesDirSetting(process.env.FILES_DIR, dataDir), schemasDir: process.env.SCHEMAS_DIR, staticDir: process.env.STATIC_DIR,
    demoPassword: address.demoPassword, seed: 'demo', logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    smtpUrl: address.smtpUrl, publicUrl: address.publicUrl, mailFrom: process.env.MAIL_FROM || undefined,
    servedByHeader: process.env.SERVED_BY_HEADER === '1',
    trustProxy: trustProxySetting(process.env.TRUST_PROXY),
    frameAncestors: frameAncestorsSetting(process.env.FRAME_ANCESTORS),
    currency: currencySetting(process.env.CURRENCY),
    loginLimits: {
      ...DEFAULT_LOGIN_LIMITS,
      perAccount: wholeNumberSetting('LOGIN_LIMIT_PER_ACCOUNT', process.env.LOGIN_LIMIT_PER_ACCOUNT, DEFAULT_LOGIN_LIMITS.perAccount),
      perAddress: wholeNumberSetting('LOGIN_LIMIT_PER_ADDRESS', process.env.LOGIN_LIMIT_PER_ADDRESS, DEFAULT_LOGIN_LIMITS.perAddress),
    },
    approvalLinks: {
      ...DEFAULT_APPROVAL_LINKS,
      days: wholeNumberSetting('APPROVAL_LINK_DAYS', process.env.APPROVAL_LINK_DAYS, DEFAULT_APPROVAL_LINKS.days),
      perAddress: wholeNumberSetting('APPROVAL_LINK_LIMIT_PER_ADDRESS', process.env.APPROVAL_LINK_LIMIT_PER_ADDRESS, DEFAULT_APPROVAL_LINKS.perAddress),
    },
  });
}
