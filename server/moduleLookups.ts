/**
 * Look-ups a server module answers from its own tables, which no resource file describes: the CAB
 * module's levels, each named with its board ('Standard change board › Technical review'), as the
 * change list's CAB-level filter offers them. Resource files name them like any other look-up.
 */
import type { Lookup } from '../src/kernel';
import { CAB_LOOKUPS } from './cab/cabLookups';

export const MODULE_LOOKUPS: Record<string, Lookup> = { ...CAB_LOOKUPS };
