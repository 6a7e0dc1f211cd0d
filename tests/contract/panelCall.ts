// How the contract test calls the rows of the host panels and the permissions (areas panels and
// permissions of endpoints.tsv): each ticket row gets a ticket that nothing links yet, and what a
// detach takes away is attached first through the panel's own attach call.
import type { FastifyInstance } from 'fastify';
import { call, rows, type Session } from '../api/helpers';
import type { CallFamily } from './callFamily';

const API = '/service-desk/api';

/** The rows this helper sets up; the problem's own detach-ticket row is the generic link call's. */
export const isPanelRow = (row: { area: string; path: string }) => (row.area === 'panels' && !row.path.includes('problem-detach-ticket'))
  || row.area === 'permissions';

/** A ticket no problem holds yet (a ticket is in one problem at most). */
const freshTicket = async (app: FastifyInstance): Promise<number> => (await rows(app, `SELECT id FROM tickets WHERE id NOT IN
  (SELECT target_id FROM record_links WHERE owner = 'problem' AND link = 'tickets') ORDER BY id DESC LIMIT 1`))[0].id;
/** A change not linked to the ticket yet, so the attach stores the type the row sends. */
const freshChange = async (app: FastifyInstance, ticket: number): Promise<number> => (await rows(app, `SELECT id FROM sd_changes WHERE id NOT IN
  (SELECT owner_id FROM record_links WHERE owner = 'change' AND link = 'tickets' AND target_id = ?) ORDER BY id LIMIT 1`, ticket))[0].id;
const first = async (app: FastifyInstance, table: string): Promise<number> => (await rows(app, `SELECT id FROM ${table} ORDER BY id LIMIT 1`))[0].id;

export async function panelCall(app: FastifyInstance, admin: Session, _method: string, path: string): Promise<{ url: string; extra: Record<string, unknown>; query?: string }> {
  if (path.endsWith('/attach-permissions')) {
    // Every permission of the agent's list: the call is made, and nothing the other rows need is taken away.
    const [agent] = await rows(app, "SELECT id FROM users WHERE role = 'agent' ORDER BY id LIMIT 1");
    return { url: path, extra: { payload: { user_id: agent.id, permission_ids: [11, 12, 13, 14, 15, 16, 17, 18, 19], _method: 'PATCH' } } };
  }
  if (path.includes('/get/')) return { url: path, extra: {} };
  if (path.includes('{orgId}')) return { url: path.replace('{orgId}', String((await rows(app, "SELECT id FROM reference_items WHERE kind = 'organizations' ORDER BY id LIMIT 1"))[0].id)), extra: {} };
  const ticket = await freshTicket(app);
  const asset = await first(app, 'sd_assets');
  const change = await freshChange(app, ticket);
  if (path.includes('{ticketId}/{assetId}')) {
    await call(app, admin, { method: 'POST', url: `${API}/ticket-attach-assets`, payload: { ticket_id: ticket, asset_ids: [asset] } });
    return { url: path.replace('{ticketId}', String(ticket)).replace('{assetId}', String(asset)), extra: {} };
  }
  if (path.includes('{problemId}')) return { url: path.replace('{ticketId}', String(ticket)).replace('{problemId}', String(await first(app, 'sd_problem'))), extra: {} };
  if (path.includes('{ticketId}')) return { url: path.replace('{ticketId}', String(ticket)), extra: {} };
  if (path.endsWith('/ticket-attach-assets')) return { url: path, extra: { payload: { ticket_id: ticket, asset_ids: [asset] } } };
  if (path.endsWith('/attach-change/ticket')) return { url: path, extra: { payload: { ticket_id: ticket, change_id: change, type: 'initiating' } } };
  if (path.endsWith('/detach-change/ticket')) {
    await call(app, admin, { method: 'POST', url: `${API}/attach-change/ticket`, payload: { ticket_id: ticket, change_id: change, type: 'initiated' } });
    return { url: path, extra: {}, query: `ticket_id=${ticket}&change_id=${change}&type=initiated` };
  }
  return { url: path, extra: {}, query: `ticket_id=${ticket}` };
}

export const panelFamily: CallFamily = {
  name: 'panel', handles: isPanelRow,
  prepare: ({ app, session, row }) => panelCall(app, session, row.method, row.path),
};
