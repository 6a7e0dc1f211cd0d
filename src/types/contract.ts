/* Generated from schemas/contract.json by npm run gen:types. Do not edit. */

/**
 * A first version of contracts, read-only: the fields the asset page's associated contracts tab reads (assets §3 Associated rows; contracts-releases-products-vendors §3), the list of §7 filtered by asset_ids, a plain show page and the link to assets (the contract owns it: x-links assets, attached from the asset page through its inverse link). The expiry column shows contract_end_date; the computed expiry {title, timestamp}, the form, approval, renewal, history, reminders, the contract's own attach and detach and its tabs come with the contracts issue; until then the demo contracts are seeded whole.
 */
export interface Contract {
  id?: number;
  identifier?: string;
  name?: string;
  cost?: number;
  contract_type_id?: number;
  status_id?: number;
  renewal_status_id?: number;
  vendor_id?: number;
  contract_start_date?: string;
  contract_end_date?: string;
  description?: string;
  created_at?: string;
  updated_at?: string;
}
