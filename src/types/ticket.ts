/* Generated from schemas/ticket.json by npm run gen:types. Do not edit. */

/**
 * Tickets of the help desk this add-on lives in. Read-only here: the add-on links them to problems and changes, the help desk owns them. A ticket holds assets (x-links assets, the pairs the asset page attaches through its inverse link; the list filters them by asset-ids[], as the spec writes that one parameter); the ticket panel attaches and detaches assets, its one problem (the problem's own tickets link seen from the ticket) and changes (the change's tickets link, 'initiated' stored as the change's 'causing'), each call behind its service-desk permission.
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
