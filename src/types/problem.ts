/* Generated from schemas/problem.json by npm run gen:types. Do not edit. */

export type Active = 1;
export type Inactive = 0;

export interface Problem {
  id?: number;
  problem_number?: string;
  identifier?: string;
  subject: string;
  requester_id: number;
  department_id: number;
  impact_id: number;
  status_type_id: number;
  priority_id: number;
  location_id?: number;
  assigned_id?: number;
  asset_ids?: number[];
  description: string;
  attachment?: string;
  active?: number & (Active | Inactive);
  created_at?: string;
  updated_at?: string;
}
