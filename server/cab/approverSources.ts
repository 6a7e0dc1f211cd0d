import type { JSONSchema7 } from 'json-schema';
import { type ResourceDefinition, describeField, type PropertySchema } from '../../src/kernel';
import type { LookupSource } from '../lookups';
import { sourceOf } from '../lookups';

export const APPROVER_KINDS = ['users', 'user_types'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

/** The schema of one approver kind inside a level (levels.items.approvers.<kind>), as the resource file declares it. */
export function approverSchema(def: ResourceDefinition, kind: ApproverKind): PropertySchema | undefined {
  const level = def.fields.levels?.schema.items as JSONSchema7 | undefined;
  const approvers = level?.properties?.approvers as JSONSchema7 | undefined;
  return approvers?.properties?.[kind] as PropertySchema | undefined;
}

/** Where the ids of an approver kind are looked up: its x-ref (users → the users look-up). */
export function approverSource(def: ResourceDefinition, kind: ApproverKind): LookupSource | undefined {
  const schema = approverSchema(def, kind);
  return schema ? sourceOf(def, describeField(kind, schema)) : undefined;
}
