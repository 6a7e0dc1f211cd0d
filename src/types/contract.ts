/* Generated from schemas/contract.json by npm run gen:types. Do not edit. */

/**
 * Contracts: the write fields, a user or a vendor but never both (x-either), an approver that forces the Draft status (x-follows), the list with number and date ranges and its export, the show page with its action buttons gated by contract-action flags, its activity log, version history and associated assets. The lifecycle (server/contracts/): saving with an approver sends the contract for approval (status Waiting for approval, a hashed approval link in the outbox); approve and reject decide it, in the app or on the public page; renew and extend write a new version that waits for its approver; terminate ends it; a scheduler moves approved contracts to Active and Expired with the clock and mails due expiry reminders.
 */
export interface Contract {
  id?: number;
  name: string;
  approver_id?: number;
  contract_type_id: number;
  identifier?: string;
  cost: number;
  status_id: number;
  /**
   * @maxItems 1
   */
  user_ids?: [] | [number];
  vendor_id?: number;
  /**
   * @maxItems 1
   */
  organization_ids?: [] | [number];
  description: string;
  license_type_id?: number;
  licensce_count?: number;
  contract_start_date: string;
  contract_end_date: string;
  expiry?: {};
  notify_before?: number;
  notify_to?: (number | string)[];
  asset_ids?: number[];
  attachment?: string;
  renewal_status_id?: number;
  owner_id?: number;
  created_at?: string;
  updated_at?: string;
}
