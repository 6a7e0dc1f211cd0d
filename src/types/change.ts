/* Generated from schemas/change.json by npm run gen:types. Do not edit. */

/**
 * Changes: the write fields, the list with custom-field and saved filters, the show page with its activity log, close command, and the problem or ticket it can be created from. Closing sets the status to Closed (change_statuses item 6), which locks the change. The view's tabs: planning (x-planning), assets, one release, tickets linked with a type and seeded tasks (x-links); a change created from a ticket is linked to it as initiating. The form is described by the server (x-api.form): this schema plus the fields of the form groups of the chosen change type; the header shows the creator (agent), raised-on and closed-on dates, the planned schedule (planned start and end: what approvers are asked to agree to) and the total activity duration in minutes, edited through the duration command.
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
  planned_start_date?: string;
  planned_end_date?: string;
  attachment?: string;
  risk?: "Low" | "Medium" | "High";
  agent_id?: number;
  change_raised_on?: string;
  change_closed_on?: string;
  total_activity_duration?: number;
  created_at?: string;
  updated_at?: string;
}
