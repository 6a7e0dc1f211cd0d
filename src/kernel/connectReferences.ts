import type { ResourceDefinition } from './defineResource';
import { lookupNameOf } from './lookupName';
import { lookupDeclarations } from './lookupDeclarations';

/**
 * connectReferences(definitions) fills in, in place, each definition's createTargets (the resource each
 * x-ref.create names, by property) and each reference's target (the resource whose look-up it offers,
 * with its show page). A name that is not loaded stays out (the loader's problems report it).
 */
export function connectReferences(definitions: ResourceDefinition[]): void {
  const byName = new Map(definitions.map((def) => [def.name, def]));
  const byLookup = new Map(definitions.flatMap((def) => lookupDeclarations(def.file).map((declared) => [declared.name, def] as const)));
  for (const def of definitions) {
    for (const field of Object.values(def.fields)) {
      const create = field.reference?.create === undefined ? undefined : byName.get(field.reference.create);
      if (create) def.createTargets[field.name] = create;
      const target = field.reference && !field.reference.dependsOn ? byLookup.get(lookupNameOf(field.reference.lookup)) : undefined;
      if (target) field.target = { name: target.name, show: target.routes.show };
    }
  }
}

/**
 * createTargetProblems(files) → one line per x-ref.create naming no resource, or one without a create
 * screen and a save, as "file pointer: reason".
 */
export function createTargetProblems(files: Array<{ fileName: string; file: ResourceDefinition['file'] }>): string[] {
  const byId = new Map(files.map(({ file }) => [file.$id, file]));
  return files.flatMap(({ fileName, file }) => Object.entries(file.properties).flatMap(([name, schema]) => {
    const create = schema['x-ref']?.create;
    if (create === undefined) return [];
    const target = byId.get(create);
    if (!target) return [`${fileName} /properties/${name}/x-ref/create: "${create}" is not a resource file`];
    if (!target['x-resource'].paths.create || !target['x-api'].save) return [`${fileName} /properties/${name}/x-ref/create: ${create} has no create path and save`];
    return [];
  }));
}
