import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  files: Array<{ file: string; raw: number; gzip: number }>;
  totalGzip: number;
}

const DIST = join(import.meta.dirname, '..', '..', 'dist');

/** The JavaScript a browser fetches before the first screen: the entry script and its modulepreloads. */
export function measureInitialBundle(dist = DIST): BundleFigures {
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) throw new Error('dist/ is missing: run npm run build first');
  const html = readFileSync(indexPath, 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]);
  const files = [...new Set(scripts)].map((src) => {
    const bytes = readFileSync(join(dist, src.replace(/^\//, '')));
    return { file: src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}
