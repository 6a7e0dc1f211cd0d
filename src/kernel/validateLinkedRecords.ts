import type { SaveContext } from './types';
import type { NamedFile } from './validateLinks';

/** The x-links entry a save context names: the owner's (with owner) or the saved resource's own. */
function contextLink(byId: Map<string, NamedFile>, saved: string, context: SaveContext) {
  return byId.get(context.owner ?? saved)?.file['x-links']?.[context.link];
}

/**
 * The checks across files of records created or shown through a link, one line per problem as
 * "file pointer: reason": every x-api.save.context entry names a link joining the two resources,
 * an attach-new item's target declares the context that names it back and has a create page, and a
 * linked-record tab's fields are properties of the target.
 */
export function validateLinkedRecords(files: NamedFile[]): string[] {
  const byId = new Map(files.map((entry) => [entry.file.$id, entry]));
  const errors: string[] = [];
  for (const { fileName, file } of files) {
    for (const [param, context] of Object.entries(file['x-api'].save?.context ?? {})) {
      const at = `${fileName} /x-api/save/context/${param}`;
      if (file.properties[param]) errors.push(`${at}: "${param}" is also a property: a save could not tell them apart`);
      if (context.owner !== undefined && !byId.has(context.owner)) {
        errors.push(`${at}/owner: "${context.owner}" is not a resource file`);
        continue;
      }
      const link = contextLink(byId, file.$id, context);
      if (!link) errors.push(`${at}/link: "${context.link}" is not in the x-links of ${context.owner ?? file.$id}`);
      // With an owner, the new record is what the owner's link holds: the link must target this resource.
      else if (context.owner !== undefined && link.resource !== file.$id) errors.push(`${at}/link: ${context.owner}'s x-links/${context.link} targets ${link.resource}, not ${file.$id}`);
      // The pair made from the context is stored like any attach: with an attribute exactly when the link has one.
      else if (link.attribute && !link.attribute.options.some((option) => option.id === context.attribute)) {
        errors.push(`${at}/attribute: x-links/${context.link} stores a ${link.attribute.name} with each pair: give one of ${link.attribute.options.map((option) => option.id).join(', ')}`);
      } else if (!link.attribute && context.attribute !== undefined) errors.push(`${at}/attribute: x-links/${context.link} has no attribute`);
    }
    file['x-show']?.menus?.forEach((menu, m) => { menu.items.forEach((item, i) => {
      const target = item.kind === 'attach-new' ? byId.get(file['x-links']?.[item.link ?? '']?.resource ?? '') : undefined;
      if (!target) return;
      const at = `${fileName} /x-show/menus/${m}/items/${i}`;
      const contexts = Object.values(target.file['x-api'].save?.context ?? {});
      if (!contexts.some((context) => context.owner === file.$id && context.link === item.link)) {
        errors.push(`${at}: ${target.fileName} needs an x-api/save/context entry with "owner": "${file.$id}", "link": "${item.link}"`);
      }
      if (target.file['x-resource'].paths.create === undefined) errors.push(`${at}: ${target.fileName} has no create page`);
    }); });
    file['x-show']?.tabs?.forEach((tab, i) => {
      const target = tab.kind === 'linked-record' ? byId.get(file['x-links']?.[tab.link ?? '']?.resource ?? '') : undefined;
      tab.fields?.forEach((name, f) => {
        if (target && !target.file.properties[name]) errors.push(`${fileName} /x-show/tabs/${i}/fields/${f}: "${name}" names no property of ${target.file.$id}`);
      });
    });
  }
  return errors;
}
