/**
 * The look-up table of a loaded model (src/kernel/lookupTable.ts builds it from the files):
 * loadResources ties it to the files of the definitions it returns, so whatever holds one of a model's
 * definitions finds its look-ups, and two models loaded side by side (tests, a changed folder) never mix theirs.
 */
import {
  type ResourceDefinition,
  type FieldDescriptor,
  lookupNameOf,
  type ResourceFile,
  lookupDeclarations,
  type HostLookups,
  type Lookup,
  type LookupSource,
} from '../src/kernel';

export type { Lookup, LookupSource } from '../src/kernel';
export { lookupNameOf };

interface ModelLookups {
  table: Record<string, Lookup>;
  host: HostLookups;
}

// Keyed by each definition's file: a definition narrowed by spreading ({ ...def, fields }) keeps it.
const MODELS = new WeakMap<ResourceFile, ModelLookups>();

export function bindLookups(resources: ResourceDefinition[], lookups: ModelLookups) {
  for (const def of resources) MODELS.set(def.file, lookups);
}

function lookupsOf(model: ModelPart): ModelLookups {
  const found = MODELS.get((Array.isArray(model) ? model[0] : model)?.file);
  if (!found) throw new Error('These resource definitions were not loaded by loadResources: they have no look-ups');
  return found;
}

/** The host's fixed lists as the model declares them (the demo seeds them). */
export const hostLists = (model: ModelPart) => lookupsOf(model).host.lists;

/** A model's resources, or any one of them: each knows the model's look-ups. */
export type ModelPart = ResourceDefinition | ResourceDefinition[];

/** The look-up a name (or a look-up URL) stands for in this model: lookupNamed(resources, 'asset_types'). */
export function lookupNamed(model: ModelPart, nameOrUrl: string): Lookup | undefined {
  const { table } = lookupsOf(model);
  const name = lookupNameOf(nameOrUrl);
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** How a resource is offered in selects: its first look-up (the asset's: 'AST-0007 Dell PowerEdge R750'). */
export const ownLookup = (def: ResourceDefinition): Lookup => lookupNamed(def, lookupDeclarations(def.file)[0].name)!;

/** The look-up source a reference property points at (x-ref.names, else x-ref.lookup). */
export function sourceOf(model: ModelPart, field: FieldDescriptor | undefined): LookupSource | undefined {
  return field?.reference ? lookupNamed(model, field.reference.names ?? field.reference.lookup)?.source : undefined;
}

/** References into the resource's own table (a tree such as parent_id): they must not point at the row itself. */
export function selfReferences(def: ResourceDefinition): FieldDescriptor[] {
  return Object.values(def.fields).filter((field) => {
    const source = sourceOf(def, field);
    return source?.from === 'resource' && source.resource === def.name && !field.reference?.multiple;
  });
}
