// The PostgreSQL cluster of a bench run. scripts/throwaway-postgres.sh starts one for tests, without
// fsync, synchronous commits or full page writes; a figure is only worth something as an installation
// runs, so the bench turns them on again. The script sets them on the server's command line, which
// outranks ALTER SYSTEM even after a reload: the cluster is restarted with the script's own options
// less those three. The settings it then runs with are read back and printed, whatever they are.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from './serverProcess';

const SCRIPT = join(ROOT, 'scripts', 'throwaway-postgres.sh');
const DURABLE = ['fsync', 'synchronous_commit', 'full_page_writes'];

export interface BenchCluster {
  url: string;
  version: string;
  /** As the server runs: `fsync=on, synchronous_commit=on, full_page_writes=on`. */
  settings: string;
  stop(): void;
}

/** Debian's PostgreSQL binaries, the newest installed, as the script finds them. */
function binaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl'))) : [];
  const newest = versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).pop();
  return newest && join(root, newest, 'bin');
}

/** Why the bench has no PostgreSQL, or undefined when it has one. */
export function postgresMissing(): string | undefined {
  return binaries() ? undefined : "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin; Debian's package: postgresql)";
}

async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Restarts the cluster with the options it was started with, less the non-durable ones (its postmaster.opts). */
function restartDurable(dir: string): void {
  const data = join(dir, 'data');
  const args = [...readFileSync(join(data, 'postmaster.opts'), 'utf8').matchAll(/"([^"]*)"/g)].map((match) => match[1]);
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-D') i++;
    else if (args[i] === '-c' && DURABLE.includes(args[i + 1].split('=')[0])) i++;
    else kept.push(args[i]);
  }
  // pg_ctl hands -o to a shell: each option quoted.
  const options = kept.map((arg) => `'${arg.replace(/'/g, "'\\''")}'`).join(' ');
  // initdb and the server refuse root: the script runs them as Debian's postgres user, and so does this.
  const as = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const command = [...as, join(binaries()!, 'pg_ctl'), '-D', data, '-l', join(dir, 'server.log'), '-w', '-s', '-m', 'fast', '-o', options, 'restart'];
  execFileSync(command[0], command.slice(1), { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A throwaway cluster (the script's), durable as far as it can be made; stopped by stop() or when this process exits. */
export async function startBenchCluster(): Promise<BenchCluster> {
  const url = execFileSync(SCRIPT, ['start'], { encoding: 'utf8' }).trim().split('\n').pop()!;
  let stopped = false;
  // Interrupted, the run still stops it (a signal ends node without its exit event).
  const interrupted = (signal: NodeJS.Signals) => {
    stop();
    process.kill(process.pid, signal);
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop).off('SIGINT', interrupted).off('SIGTERM', interrupted);
    execFileSync(SCRIPT, ['stop', url], { stdio: 'inherit' });
  };
  process.once('exit', stop).once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    for (const name of DURABLE) await query(url, `ALTER SYSTEM SET ${name} = on`);
    await query(url, 'SELECT pg_reload_conf()');
    let restarted = '';
    try {
      restartDurable(new URL(url).searchParams.get('host')!);
    } catch (error) {
      restarted = ` (the restart failed: ${(error as Error).message.split('\n')[0]})`;
    }
    const rows = await query<{ name: string; setting: string }>(url, `SELECT name, setting FROM pg_settings WHERE name IN (${DURABLE.map((name) => `'${name}'`).join(', ')}) ORDER BY name`);
    const [{ server_version: version }] = await query<{ server_version: string }>(url, 'SHOW server_version');
    return { url, version, settings: rows.map((row) => `${row.name}=${row.setting}`).join(', ') + restarted, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
