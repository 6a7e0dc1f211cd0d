/**
 * Look-ups a server module answers from its own tables, which no resource file describes: the CAB
 * module's levels, each named with its board ('Standard change board › Technical review'), as the
 * change list's CAB-level filter offers them. Resource files name them like any other look-up.
 */
import { moduleTable } from './modules/moduleTable';

/** Every module's look-ups by name (ServerModule.lookups). */
export const moduleLookups = moduleTable((module) => module.lookups);
