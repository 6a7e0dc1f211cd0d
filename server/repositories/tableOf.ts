import type { ResourceDefinition } from '../../src/kernel';

/** The table of a resource's rows: x-store.table, else its name with underscores (asset-type → asset_type). */
export const tableOf = (def: ResourceDefinition) => def.file['x-store']?.table ?? def.name.replace(/-/g, '_');
