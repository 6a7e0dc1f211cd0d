// The server's modules are one list (server/modules/): every table of names a resource file may give
// (stored resources, lifecycles, flag conditions, look-ups, list filters, block sources) is read from it.
import { describe, expect, it } from 'vitest';
import { blockSource, blockSources } from '../../../server/dashboard/blockSources';
import { flagCondition, flagConditions } from '../../../server/flagConditions';
import { commandHandler, lifecycles } from '../../../server/lifecycles';
import { listFilterModules, moduleFilter } from '../../../server/listFilterModules';
import { moduleLookups } from '../../../server/moduleLookups';
import { SERVER_MODULES, type ServerModule } from '../../../server/modules';
import { mergeAxis } from '../../../server/modules/moduleTable';
import { STORE_MODULES } from '../../../server/storeModules';

const moduleNamed = (name: string) => SERVER_MODULES.find((module) => module.name === name)!;
const names = (axis: (module: ServerModule) => object | undefined) => SERVER_MODULES.flatMap((module) => Object.keys(axis(module) ?? {}));

describe('the one list of server modules', () => {
  it('names each module once', () => {
    const moduleNames = SERVER_MODULES.map((module) => module.name);
    expect(new Set(moduleNames).size).toBe(moduleNames.length);
    expect(moduleNames).toEqual(expect.arrayContaining(['cab', 'contracts', 'import', 'barcode', 'mail', 'reports', 'panels', 'cmdb', 'announcement']));
  });

  it('is where every table of names comes from', () => {
    expect(STORE_MODULES).toEqual(['cab', 'announcement', 'reports']);
    expect(Object.keys(flagConditions())).toEqual(names((module) => module.flagConditions));
    expect(Object.keys(lifecycles())).toEqual(['contract']);
    expect(Object.keys(moduleLookups())).toEqual(['cab_levels']);
    expect(Object.keys(listFilterModules())).toEqual(names((module) => module.listFilters));
    expect(Object.keys(blockSources())).toEqual(['import.last-jobs', 'mail.failed']);
  });

  it('finds a module\'s condition, command handler, list filter and block source through the list', () => {
    const cabModule = moduleNamed('cab');
    expect(flagCondition('cab.applied')).toBe(cabModule.flagConditions!['cab.applied']);
    expect(moduleFilter('cab.waiting-at-level')).toBe(cabModule.listFilters!['cab.waiting-at-level']);
    expect(commandHandler('contract.approve')).toBe(lifecycles().contract.commands['contract.approve']);
    expect(blockSource('mail.failed')).toBe(moduleNamed('mail').blockSources!['mail.failed']);
    expect(() => flagCondition('cab.vetoed')).toThrow('no flag condition "cab.vetoed"');
  });

  it('refuses two modules giving one name', () => {
    const condition = () => true;
    const modules: ServerModule[] = [
      { name: 'one', routes: async () => {}, flagConditions: { 'shared.open': condition } },
      { name: 'two', routes: async () => {}, flagConditions: { 'shared.open': condition } },
    ];
    expect(() => mergeAxis(modules, (module) => module.flagConditions)).toThrow('server module two: "shared.open" is given by another module already');
  });
});
