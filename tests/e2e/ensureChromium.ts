import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get install -y chromium fonts-dejavu-core';

/** Browser tests never skip: install Debian's Chromium when we may (root), otherwise stop with the command. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo ${INSTALL}`);
  console.log(`Chromium is missing; running: apt-get update && ${INSTALL}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', INSTALL.split(' ').slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return CHROMIUM;
}

/** Flags for a headless Chromium that makes no outside calls. */
export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
