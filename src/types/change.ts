/* Generated from schemas/change.json by npm run gen:types. Do not edit. */

/**
 * A first version of changes: the write fields of problems-and-changes §3 whose look-ups exist, the list, show page, activity log, close command and the problem it can be created from. Closing sets the status to Closed (change_statuses item 6), which locks the change. The server-described form, custom fields, planning, CAB, releases, assets, tickets and tasks come later.
 */
export interface Change {
  id?: number;
  identifier?: string;
  subject: string;
  requester_id: number;
  status_id: number;
  change_type_id: number;
  priority_id?: number;
  location_id?: number;
  impact_id?: number;
  department_id?: number;
  team_id?: number;
  description: string;
  attachment?: string;
  risk?: "Low" | "Medium" | "High";
  created_at?: string;
  updated_at?: string;
}
