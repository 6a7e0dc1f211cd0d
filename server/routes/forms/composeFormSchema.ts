import type { JSONSchema7 } from 'json-schema';
import type { ResourceDefinition } from '../../../src/kernel';
import type { FormGroup } from '../../repositories/formGroups';
import { groupProperty } from './groupProperty';

/** One group as a conditional branch: while `by` holds one of its types, its fields are part of the form. */
export function groupBranch(by: string, group: FormGroup): JSONSchema7 {
  return {
    title: group.name,
    if: { properties: { [by]: { enum: group.type_ids } }, required: [by] },
    then: {
      properties: Object.fromEntries(group.fields.map((field) => [field.key, groupProperty(field) as JSONSchema7])),
      required: group.fields.filter((field) => field.required).map((field) => field.key),
    },
  };
}

/**
 * The form a client renders: the resource file's schema (x- keywords kept, so the client picks
 * the same widgets) plus one if/then branch per form group. A client shows a branch's fields while
 * its condition holds, so switching the type switches the fields without asking the server again.
 */
export function composeFormSchema(def: ResourceDefinition, groups: FormGroup[]): JSONSchema7 {
  const by = def.api.form?.groups?.by;
  const branches = by ? groups.filter((group) => group.type_ids.length > 0).map((group) => groupBranch(by, group)) : [];
  return {
    type: 'object',
    title: def.title,
    required: def.file.required ?? [],
    properties: def.file.properties as Record<string, JSONSchema7>,
    ...(branches.length ? { allOf: branches } : {}),
  };
}
