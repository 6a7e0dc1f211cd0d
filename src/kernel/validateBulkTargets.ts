import type { BulkWriteSpec } from './bulkSpec';
import type { NamedFile } from './validateLinks';

/**
 * The checks of x-links bulk actions that need the target's file, one line per problem as
 * "file pointer: reason": every property an action writes or empties is a writable property of the
 * target, a chosen value has options (the action's lookup or the property's x-ref), and nothing
 * the target requires is emptied.
 */
export function validateBulkTargets(files: NamedFile[]): string[] {
  const byId = new Map(files.map((entry) => [entry.file.$id, entry.file]));
  const errors: string[] = [];
  for (const { fileName, file } of files) {
    for (const [name, link] of Object.entries(file['x-links'] ?? {})) {
      const target = byId.get(link.resource);
      if (!link.bulk || !target) continue;
      const writable = (pointer: string, property: string) => {
        const schema = target.properties[property];
        if (!schema) errors.push(`${fileName} ${pointer}: "${property}" names no property of ${target.$id}`);
        else if (schema.readOnly) errors.push(`${fileName} ${pointer}: "${property}" is read-only in ${target.$id}`);
        return schema;
      };
      const check = (pointer: string, write: Partial<BulkWriteSpec>, chooses: boolean) => {
        const schema = write.field === undefined ? undefined : writable(`${pointer}/field`, write.field);
        if (schema && chooses && !write.lookup && !schema['x-ref']) {
          errors.push(`${fileName} ${pointer}: "${write.field}" has no x-ref in ${target.$id}: give the action a lookup`);
        }
        write.clears?.forEach((property, c) => {
          if (writable(`${pointer}/clears/${c}`, property) && target.required?.includes(property)) {
            errors.push(`${fileName} ${pointer}/clears/${c}: "${property}" is required by ${target.$id} and cannot be emptied`);
          }
        });
      };
      link.bulk.actions.forEach((action, i) => {
        const pointer = `/x-links/${name}/bulk/actions/${i}`;
        check(pointer, action, true);
        action.modes?.forEach((mode, m) => { check(`${pointer}/modes/${m}`, mode, !mode.self); });
      });
    }
  }
  return errors;
}
