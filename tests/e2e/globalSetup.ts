import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { ensureChromium } from './ensureChromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string;
    /** The server's data folder: a test reads what the server keeps to itself (mail in the outbox) from its database. */
    dataDir: string;
  }
}

/** Starts the real server on the built app (dist/, or STATIC_DIR: a build of one's own) with a fresh demo database. */
export default async function setup(project: TestProject) {
  const chromium = ensureChromium();
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-e2e-'));
  // Amounts in euros: money shows with a currency other than the machine's default (CURRENCY).
  const app = await buildApp({ dataDir, seed: 'demo', demoPassword: 'demo', currency: 'EUR', staticDir: process.env.STATIC_DIR ?? join(import.meta.dirname, '..', '..', 'dist') });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  project.provide('chromium', chromium);
  project.provide('dataDir', dataDir);
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
