import type { SqlClient } from '../../database/sqlClient';
import type { ResourceDefinition } from '../../../src/kernel';
import { lookupNames } from '../../repositories/lookupItems';
import type { MembershipKind } from '../../repositories/memberships';
import { lookupNameOf } from '../../lookups';
import { sourceOf } from '../../lookups';
import { checkReferences } from '../resources/checkReferences';
import { writePayload } from '../resources/writePayload';

/** An announcement ready to send: the group it goes to, a one-line subject and clean HTML. */
export interface Announcement {
  option: string;
  /** The property naming the group (department_id), its look-up kind and the group. */
  field: string;
  kind: MembershipKind;
  groupId: number;
  groupName: string;
  subject: string;
  html: string;
}

/**
 * The body checked as the form checks it (the resource file, with its if/then/else on option), the
 * named group checked to exist (412 'The selected department is invalid.'). The HTML is sanitised
 * as every rich text is (writePayload), so a body left empty by sanitising is as missing as an
 * empty one. The subject becomes one line.
 */
export async function parseAnnouncement(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, body: Record<string, unknown>): Promise<Announcement> {
  const values = writePayload(def, body, undefined);
  await checkReferences(db, resources, def, values);
  const option = String(values.option);
  const field = `${option}_id`;
  const descriptor = def.fields[field];
  const source = sourceOf(def, descriptor);
  if (!source || !descriptor.reference) throw new Error(`announcement: ${field} has no look-up`);
  const groupId = values[field] as number;
  const groupName = (await lookupNames(db, resources, source, [groupId])).get(groupId) ?? String(groupId);
  return {
    option,
    field,
    kind: lookupNameOf(descriptor.reference.lookup) as MembershipKind,
    groupId,
    groupName,
    // A mail subject is one line: a newline would start a header of its own.
    subject: String(values.subject).replace(/[\r\n\t]+/g, ' ').trim(),
    html: String(values.announcement),
  };
}
