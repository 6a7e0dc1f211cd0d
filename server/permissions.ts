import type { ResourceDefinition, Role } from '../src/kernel';

/**
 * The service-desk permission set, declared here and nowhere else: each flag with its id,
 * its name and the lowest role it is granted to by default. Administrators change an agent's set
 * (server/repositories/userPermissions.ts keeps the deviations); users of the host help desk (role
 * user) hold none. Resource files name these flags in x-permission and on x-links attach and detach,
 * which loadResources checks against this list.
 */
export const PERMISSIONS = {
  GET: '/service-desk/get/permissions',
  record: 'data.actions',
  grants: {
    attach_asset: { id: 11, name: 'Attach assets on problem and change forms', role: 'agent' },
    show_attach_assets: { id: 12, name: 'Attach assets to a ticket', role: 'agent' },
    show_attach_new_problem: { id: 13, name: 'Attach a new problem to a ticket', role: 'agent' },
    show_attach_existing_problem: { id: 14, name: 'Attach an existing problem to a ticket', role: 'agent' },
    show_detach_problem: { id: 15, name: 'Detach a problem from a ticket', role: 'agent' },
    attach_change_initiated: { id: 16, name: 'Attach a change initiated by a ticket', role: 'agent' },
    attach_change_initiating: { id: 17, name: 'Attach a change initiating a ticket', role: 'agent' },
    detach_change: { id: 18, name: 'Detach a change from a ticket', role: 'agent' },
    show_detach_asset: { id: 19, name: 'Detach an asset from a ticket', role: 'agent' },
  } satisfies Record<string, { id: number; name: string; role: Exclude<Role, 'user'> }>,
} as const;

export type PermissionName = keyof typeof PERMISSIONS.grants;

/** One permission as the spec shows it. */
export interface Permission { id: number; name: string; key: string }

/** The service-desk set as a list: what the agent permission box offers. */
export const AGENT_PERMISSIONS: ReadonlyArray<Permission> = Object.entries(PERMISSIONS.grants)
  .map(([key, { id, name }]) => ({ id, name, key }));

/**
 * What ?limit=all&role=user lists: the permissions the host's user page may give a user. The original's ids and keys are not specified; these are the reference server's.
 * Users hold them by default (the host's users see their own assets and contracts).
 */
export const USER_PERMISSIONS: ReadonlyArray<Permission> = [
  { id: 1, name: 'View service desk', key: 'view' },
  { id: 2, name: 'View own assets', key: 'view_assets' },
  { id: 3, name: 'View own contracts', key: 'view_contracts' },
];

export const isPermissionName = (name: string): name is PermissionName => Object.hasOwn(PERMISSIONS.grants, name);

/** The list a user of this role may be given: agents and administrators the service-desk set, users the user list. */
export const permissionsForRole = (role: Role): ReadonlyArray<Permission> => (role === 'user' ? USER_PERMISSIONS : AGENT_PERMISSIONS);

/** The flag names a resource file uses on x-links (attach, detach, each attribute option) and on its save contexts. */
function linkPermissions(def: ResourceDefinition): Array<{ at: string; flag: string }> {
  return [...Object.values(def.links).flatMap((link) => [
    ...(link.attach?.permission ? [{ at: `/x-links/${link.name}/attach/permission`, flag: link.attach.permission }] : []),
    ...(link.detach?.permission ? [{ at: `/x-links/${link.name}/detach/permission`, flag: link.detach.permission }] : []),
    ...(link.attribute?.options ?? []).flatMap((option, index) => (option.permission
      ? [{ at: `/x-links/${link.name}/attribute/options/${index}/permission`, flag: option.permission }] : [])),
  ]), ...Object.values(def.context).flatMap((context) => (context.permission
    ? [{ at: `/x-api/save/context/${context.param}/permission`, flag: context.permission }] : []))];
}

/** Every x-permission, x-links and save-context permission of the resource files must name a flag of this server's set. */
export function permissionProblems(definitions: ResourceDefinition[], fileOf: (name: string) => string): string[] {
  return definitions.flatMap((def) => [
    ...Object.values(def.fields).flatMap((field) => {
      const hint = field.permission;
      if (!hint) return [];
      const at = `${fileOf(def.name)} /properties/${field.name}/x-permission`;
      if (hint.GET !== PERMISSIONS.GET || hint.record !== PERMISSIONS.record) return [`${at}: the permission set is GET ${PERMISSIONS.GET} at ${PERMISSIONS.record}`];
      return isPermissionName(hint.flag) ? [] : [`${at}: "${hint.flag}" is not a permission (server/permissions.ts)`];
    }),
    ...linkPermissions(def).filter(({ flag }) => !isPermissionName(flag))
      .map(({ at, flag }) => `${fileOf(def.name)} ${at}: "${flag}" is not a permission (server/permissions.ts)`),
  ]);
}
