import type { ResourceDefinition } from '../src/engine/schema/defineResource';
import type { Role } from '../src/engine/schema/types';
import { hasRole } from '../src/engine/schema/roles';

/**
 * The service-desk permission set (spec §6), declared here and nowhere else: each flag with the
 * lowest role granted it. Users of the host help desk (role user) get none; resource files name
 * these flags in x-permission, which loadResources checks against this list.
 */
export const PERMISSIONS = {
  GET: '/service-desk/get/permissions',
  record: 'data.actions',
  grants: {
    attach_asset: 'agent',
    show_attach_assets: 'agent',
    show_attach_new_problem: 'agent',
    show_attach_existing_problem: 'agent',
    show_detach_problem: 'agent',
    attach_change_initiated: 'agent',
    attach_change_initiating: 'agent',
    detach_change: 'agent',
    show_detach_asset: 'agent',
  } satisfies Record<string, Exclude<Role, 'user'>>,
} as const;

export type PermissionName = keyof typeof PERMISSIONS.grants;

/**
 * What ?limit=all&role=user lists: the permissions the host's user page may give a user (spec §2
 * panels, §7). The original's ids and keys are not specified; these are the reference server's.
 */
export const USER_PERMISSIONS: ReadonlyArray<{ id: number; name: string; key: string }> = [
  { id: 1, name: 'View service desk', key: 'view' },
  { id: 2, name: 'View own assets', key: 'view_assets' },
  { id: 3, name: 'View own contracts', key: 'view_contracts' },
];

/** grantedPermissions('agent').attach_asset === true; every flag is present, true or false. */
export function grantedPermissions(role: Role | undefined): Record<PermissionName, boolean> {
  return Object.fromEntries(Object.entries(PERMISSIONS.grants).map(([name, needed]) => [name, hasRole(role, needed)])) as Record<PermissionName, boolean>;
}

export const isPermissionName = (name: string): name is PermissionName => Object.hasOwn(PERMISSIONS.grants, name);

/** Every x-permission of the resource files must ask this server's permission set for one of its flags. */
export function permissionProblems(definitions: ResourceDefinition[], fileOf: (name: string) => string): string[] {
  return definitions.flatMap((def) => Object.values(def.fields).flatMap((field) => {
    const hint = field.permission;
    if (!hint) return [];
    const at = `${fileOf(def.name)} /properties/${field.name}/x-permission`;
    if (hint.GET !== PERMISSIONS.GET || hint.record !== PERMISSIONS.record) return [`${at}: the permission set is GET ${PERMISSIONS.GET} at ${PERMISSIONS.record}`];
    return isPermissionName(hint.flag) ? [] : [`${at}: "${hint.flag}" is not a permission (server/permissions.ts)`];
  }));
}
