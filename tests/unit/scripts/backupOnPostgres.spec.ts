import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'sd-backup-pg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs an npm script's file as npm would, with DATABASE_URL naming a PostgreSQL database. */
const runScript = (script: string, file: string) => spawnSync('npx', ['tsx', `scripts/${script}.ts`, file], {
  encoding: 'utf8',
  env: { ...process.env, DATA_DIR: dir, DATABASE_URL: 'postgres://desk@db.example:5432/service_desk' },
});

describe('backup and restore with a PostgreSQL database', () => {
  it('refuses a backup, names the tools to use and writes nothing', () => {
    const target = join(dir, 'copy.sqlite');
    const result = runScript('backup', target);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Backup refused: DATABASE_URL names a PostgreSQL database');
    expect(result.stderr).toContain('pg_dump');
    expect(result.stderr).toContain('pg_basebackup');
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.attachments`)).toBe(false);
  });

  it('refuses a restore and names pg_restore', () => {
    const result = runScript('restore', join(dir, 'copy.sqlite'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Restore refused: DATABASE_URL names a PostgreSQL database');
    expect(result.stderr).toContain('pg_restore');
  });
});
