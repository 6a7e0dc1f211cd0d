import type { ResourceDefinition } from './defineResource';

/**
 * connectReferences(definitions) fills in each definition's createTargets, in place: the resource each
 * x-ref.create names, by property. A name that is not loaded stays out (the loader's createTargetProblems reports it).
 */
export function connectReferences(definitions: ResourceDefinition[]): void {
  const byName = new Map(definitions.map((def) => [def.name, def]));
  for (const def of definitions) {
    for (const field of Object.values(def.fields)) {
      const target = field.reference?.create === undefined ? undefined : byName.get(field.reference.create);
      if (target) def.createTargets[field.name] = target;
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
