/* Generated from schemas/asset.json by npm run gen:types. Do not edit. */

/**
 * A first version of assets: the fields of assets §3 whose look-ups exist. Custom fields, attachments, CMDB and the associated tabs come later.
 */
export interface Asset {
  id?: number;
  identifier?: string;
  name: string;
  asset_type_id: number;
  asset_status_id?: number;
  department_id?: number;
  location_id?: number;
  organization_id?: number;
  product_id?: number;
  impact_type_id?: number;
  managed_by_id?: number;
  used_by_id?: number;
  description?: string;
  assigned_on?: string;
  created_at?: string;
  updated_at?: string;
}
