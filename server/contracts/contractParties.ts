import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import type { Row } from '../repositories/records';
import { shownRecord } from '../repositories/shownValues';

/** The contract's properties naming who is party to it, by the key an approver reads each under. */
const PARTIES = { vendor: 'vendor_id', user: 'user_ids', organization: 'organization_ids', approver: 'approver_id' } as const;

export type Parties = Record<keyof typeof PARTIES, string | null>;

/**
 * Who a contract binds and who approves it, by name only (no ids, no addresses), for the public
 * approval page and the approval mail: a vendor, or a user and maybe their organisation, and the approver.
 */
export function contractParties(db: Database, def: ResourceDefinition, row: Row): Parties {
  const { values } = shownRecord(db, def, row, Object.values(PARTIES));
  return Object.fromEntries(Object.entries(PARTIES).map(([key, field]) => [key, values[field]])) as Parties;
}
