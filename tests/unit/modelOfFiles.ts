// The app reads its model from the page the server sends; specs that draw screens take it from schemas/, as version 1.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modelStore } from '../../src/engine/resourceFiles';
import { appFile, type ResourceFile } from '../../src/kernel';

const SCHEMAS = join(import.meta.dirname, '..', '..', 'schemas');

modelStore.set({
  number: 1,
  files: readdirSync(SCHEMAS).filter((name) => name.endsWith('.json')).sort()
    .map((name) => appFile(JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8')) as ResourceFile) as ResourceFile),
});
