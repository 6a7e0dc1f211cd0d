/* Generated from schemas/ticket.json by npm run gen:types. Do not edit. */

/**
 * Tickets of the help desk this add-on lives in. Read-only here: the add-on links them to problems and changes, the help desk owns them.
 */
export interface Ticket {
  id?: number;
  ticket_number?: string;
  subject?: string;
  status_id?: number;
  priority_id?: number;
  assigned_id?: number;
  team_id?: number;
  requester_id?: number;
  created_at?: string;
}
