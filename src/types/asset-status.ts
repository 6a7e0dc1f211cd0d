/* Generated from schemas/asset-status.json by npm run gen:types. Do not edit. */

export interface AssetStatus {
  id?: number;
  name: string;
  description: string;
  created_at?: string;
  updated_at?: string;
}
