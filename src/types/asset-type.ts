/* Generated from schemas/asset-type.json by npm run gen:types. Do not edit. */

export interface AssetType {
  id?: number;
  name: string;
  parent_id?: number;
  is_default?: boolean;
  created_at?: string;
}
