import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { generateTypes, TYPES_DIR } from '../../../scripts/gen-types';
import { generateKeywordTypes, KEYWORDS_FILE } from '../../../scripts/keywordTypes';

it('src/types matches schemas/ (run npm run gen:types after editing a resource file)', async () => {
  for (const [name, text] of await generateTypes()) {
    const path = join(TYPES_DIR, name);
    expect(existsSync(path) ? readFileSync(path, 'utf8') : '', `src/types/${name} is stale`).toBe(text);
  }
});

it('src/kernel/keywords.generated.ts matches the meta-schema (run npm run gen:types after editing it)', async () => {
  const current = existsSync(KEYWORDS_FILE) ? readFileSync(KEYWORDS_FILE, 'utf8') : '';
  expect(current, 'src/kernel/keywords.generated.ts is stale').toBe(await generateKeywordTypes());
});
