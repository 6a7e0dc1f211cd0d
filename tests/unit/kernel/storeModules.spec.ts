import { describe, expect, it } from 'vitest';
import cabFile from '../../../schemas/cab.json';
import contractTypeFile from '../../../schemas/contract-type.json';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { moduleResource, STORE_MODULES, storeModuleOf, storeModuleProblems } from '../../../server/storeModules';

const cab = defineResource(cabFile as unknown as ResourceFile);
const plain = defineResource(contractTypeFile as unknown as ResourceFile);
const naming = (module: string, name = 'other') =>
  defineResource({ ...(contractTypeFile as unknown as ResourceFile), $id: name, 'x-store': { table: 'x', module } });

describe('x-store.module', () => {
  it('tells which resources a module stores and finds the one a module serves', () => {
    expect(storeModuleOf(cab)).toBe('cab');
    expect(storeModuleOf(plain)).toBeUndefined();
    expect(moduleResource([plain, cab], 'cab')).toBe(cab);
    expect(moduleResource([plain], 'cab')).toBeUndefined();
  });

  it('refuses a module the server lacks, and a module two files name, pointing at the file', () => {
    const fileOf = (name: string) => `schemas/${name}.json`;
    expect(storeModuleProblems([plain, cab], fileOf)).toEqual([]);
    expect(storeModuleProblems([naming('billing')], fileOf)).toEqual([`schemas/other.json /x-store/module: "billing" is not a module of this server (${STORE_MODULES.join(', ')})`]);
    expect(storeModuleProblems([cab, naming('cab')], fileOf)).toEqual(['schemas/other.json /x-store/module: another resource file is stored by "cab" already']);
  });
});
