/* Generated from schemas/license-type.json by npm run gen:types. Do not edit. */

export interface LicenseType {
  id?: number;
  name: string;
  created_at?: string;
  updated_at?: string;
}
