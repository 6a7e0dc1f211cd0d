import type { PermissionSet, PermissionSource } from '../data';
import type { FieldDescriptor } from '../../kernel';

/** Where a permission set stands: still loading, answered, or failed. */
export interface PermissionStatus {
  pending?: boolean;
  failed?: boolean;
  set?: PermissionSet;
}

/** permissionSources(fields) → each distinct permission set the fields' x-permission reads, once. */
export function permissionSources(fields: FieldDescriptor[]): PermissionSource[] {
  const found = new Map<string, PermissionSource>();
  for (const { permission } of fields) {
    if (permission) found.set(`${permission.GET} ${permission.record}`, { GET: permission.GET, record: permission.record });
  }
  return [...found.values()];
}

/**
 * hiddenFields(fields, statusOf) → names of the inputs a form leaves out: those whose x-permission
 * flag is not granted, or not known yet (no input appears and vanishes). A set that failed to load
 * hides nothing: the spec shows the asset picker when the permissions call fails.
 */
export function hiddenFields(fields: FieldDescriptor[], statusOf: (source: PermissionSource) => PermissionStatus): string[] {
  return fields.filter(({ permission }) => {
    if (!permission) return false;
    const status = statusOf(permission);
    if (status.failed) return false;
    return status.pending === true || status.set?.[permission.flag] !== true;
  }).map((field) => field.name);
}
