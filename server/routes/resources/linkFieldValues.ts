import type { LinkDefinition, ResourceDefinition, Role } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { FieldErrors, forbidden } from '../../httpErrors';
import { isPermissionName } from '../../permissions';
import { permissionsOf } from '../../repositories/userPermissions';
import { targetIds } from '../links/targetIds';

/** The set an x-link property asks its link to hold (asset_ids → the "assets" link). */
export interface LinkSet {
  link: LinkDefinition;
  ids: number[];
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  || (Array.isArray(value) && value.every(blank));

/**
 * The x-link properties a save body carries, checked before anything is written. A property the
 * body leaves out leaves its link alone; '' or an empty list empties it. Ids follow the attach
 * rules (each a row of the target, else a 412 naming the property), and a property gated by
 * x-permission needs that permission (403), as its input is not shown without it.
 * Answers the sets and the 412 messages, so they join the other fields' messages.
 */
export async function linkFieldValues(db: SqlClient, def: ResourceDefinition, body: Record<string, unknown>, user: { id: number; role: Role }): Promise<{ sets: LinkSet[]; errors: Record<string, string> }> {
  const sets: LinkSet[] = [];
  const errors: Record<string, string> = {};
  for (const field of Object.values(def.fields)) {
    if (field.link === undefined || !(field.name in body)) continue;
    const flag = field.permission?.flag;
    if (flag !== undefined && !(isPermissionName(flag) && (await permissionsOf(db, user))[flag])) {
      throw forbidden(`You are not allowed to change ${field.label.toLowerCase()}.`);
    }
    const link = def.links[field.link];
    try {
      sets.push({ link, ids: blank(body[field.name]) ? [] : await targetIds(db, link, field.name, body) });
    } catch (error) {
      if (!(error instanceof FieldErrors)) throw error;
      Object.assign(errors, error.fields);
    }
  }
  return { sets, errors };
}

/** Runs the column checks and adds the link properties' messages, so one 412 names every field. */
export async function withLinkErrors<T>(check: () => Promise<T>, linkErrors: Record<string, string>): Promise<T> {
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (error instanceof FieldErrors) throw new FieldErrors({ ...error.fields, ...linkErrors });
    throw error;
  }
  if (Object.keys(linkErrors).length) throw new FieldErrors(linkErrors);
  return result;
}
