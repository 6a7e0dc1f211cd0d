/* Generated from schemas/contract-type.json by npm run gen:types. Do not edit. */

export interface ContractType {
  id?: number;
  name: string;
  created_at?: string;
  updated_at?: string;
}
