/* Generated from schemas/cmdb-relation.json by npm run gen:types. Do not edit. */

export interface CmdbRelation {
  id?: number;
  forward_relation_name: string;
  inverse_relation_name: string;
  description?: string;
  created_at?: string;
}
