import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { generateTypes, TYPES_DIR } from '../../../scripts/gen-types';

it('src/types matches schemas/ (run npm run gen:types after editing a resource file)', async () => {
  for (const [name, text] of await generateTypes()) {
    const path = join(TYPES_DIR, name);
    expect(existsSync(path) ? readFileSync(path, 'utf8') : '', `src/types/${name} is stale`).toBe(text);
  }
});
