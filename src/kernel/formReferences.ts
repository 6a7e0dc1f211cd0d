import type { ResourceFile } from './types';

/**
 * Checks of the form keywords the meta-schema cannot express: the form groups' `by` is a reference
 * property, commands write and stamp properties of the file and name granted flags, x-auto fills a
 * readOnly property, a duration is an integer of minutes. Answers [pointer, reason] pairs.
 */
export function formReferences(file: ResourceFile): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const properties = file.properties;
  const flags = file['x-actions']?.flags ?? {};
  const groups = file['x-api'].form?.groups;
  if (groups && !properties[groups.by]?.['x-ref']) {
    problems.push(['/x-api/form/groups/by', `"${groups.by}" is no property with an x-ref`]);
  }
  const unless = file['x-show']?.disabledUnless;
  if (unless && !flags[unless.flag]) problems.push(['/x-show/disabledUnless/flag', `"${unless.flag}" is not in x-actions/flags`]);
  for (const [name, command] of Object.entries(file['x-actions']?.commands ?? {})) {
    const at = `/x-actions/commands/${name}`;
    (command.fields ?? []).forEach((field, i) => {
      if (!properties[field]) problems.push([`${at}/fields/${i}`, `"${field}" names no property`]);
    });
    (command.stamps ?? []).forEach((field, i) => {
      if (properties[field]?.format !== 'date-time') problems.push([`${at}/stamps/${i}`, `"${field}" names no date-time property`]);
    });
    if (command.flag !== undefined && !flags[command.flag]) problems.push([`${at}/flag`, `"${command.flag}" is not in x-actions/flags`]);
  }
  for (const [name, schema] of Object.entries(properties)) {
    if (schema['x-auto'] && schema.readOnly !== true) problems.push([`/properties/${name}/x-auto`, 'only a readOnly property is filled by the server']);
    if (schema['x-widget'] === 'duration' && schema.type !== 'integer') problems.push([`/properties/${name}/x-widget`, 'a duration is an integer of minutes']);
  }
  return problems;
}
