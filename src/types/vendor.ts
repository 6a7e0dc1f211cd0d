/* Generated from schemas/vendor.json by npm run gen:types. Do not edit. */

export type Active = 1;
export type Inactive = 0;

export interface Vendor {
  id?: number;
  name: string;
  email: string;
  primary_contact: string;
  address: string;
  status_id?: number & (Active | Inactive);
  description: string;
  created_at?: string;
  updated_at?: string;
}
