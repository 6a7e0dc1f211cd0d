import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import type { Row } from '../repositories/records';
import { shownRecord } from '../repositories/shownValues';

/** The contract's properties naming who is party to it, by the key an approver reads each under. */
const PARTIES = { vendor: 'vendor_id', user: 'user_ids', organization: 'organization_ids', approver: 'approver_id' } as const;

export type Parties = Record<keyof typeof PARTIES, string | null>;

/**
 * Who a contract binds and who approves it, by name only (no ids, no addresses), for the public
 * approval page and the approval mail: a vendor, or a user and maybe their organisation, and the approver.
 */
export async function contractParties(db: SqlClient, def: ResourceDefinition, row: Row): Promise<Parties> {
  const { values } = await shownRecord(db, def, row, Object.values(PARTIES));
  return Object.fromEntries(Object.entries(PARTIES).map(([key, field]) => [key, values[field]])) as Parties;
}
