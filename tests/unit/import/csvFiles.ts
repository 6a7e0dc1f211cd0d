// CSV files for the reading tests: each content written to a file of its own in a folder the test file
// removes when it ends.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** Answers a function that writes a content to a new file and answers its path. */
export function csvFiles(): (content: string | Buffer) => string {
  const dir = mkdtempSync(join(tmpdir(), 'sd-csv-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  return (content) => {
    const path = join(dir, `${n++}.csv`);
    writeFileSync(path, content);
    return path;
  };
}
