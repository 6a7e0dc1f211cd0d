/**
 * The host help desk's pages the add-on links to (/user/{id}, /thread/{id}, /department/{id},
 * /assign-teams) and its permission screen. This app stands in for the host with minimal pages that
 * carry the injected panels, so every link out of the add-on lands somewhere real.
 */
export const HOST_USER_ROUTE = '/user/:id';
export const HOST_ORGANIZATION_ROUTE = '/organizations/:id';
export const HOST_DEPARTMENT_ROUTE = '/department/:id';
export const HOST_ASSIGN_TEAMS_ROUTE = '/assign-teams';
export const HOST_AGENT_PERMISSIONS_ROUTE = '/agent-permissions';
/** Its title, also the menu entry's: here rather than in panelMessages so the menu does not load every panel text. */
export const AGENT_PERMISSIONS_TITLE = 'Agent permissions';

/** The ticket page is the ticket resource's show screen (schemas/ticket.json), drawn by this name. */
export const HOST_TICKET_SCREEN = 'host-ticket';
