/* Generated from schemas/procurement-mode.json by npm run gen:types. Do not edit. */

export interface ProcurementMode {
  id?: number;
  name: string;
  created_at?: string;
  updated_at?: string;
}
