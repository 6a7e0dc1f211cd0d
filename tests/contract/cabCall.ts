// How the contract test calls a CAB row of endpoints.tsv (areas cab and change-approval): each row
// gets a new change with the seeded Standard board applied (level 1: Alan Agent and Grace Hopper, any;
// level 2: Ada Admin and Barbara Liskov, any), brought to the state the call needs, and is then called
// as the administrator. The agent creates the change, so the administrator may decide on it.
import type { FastifyInstance } from 'fastify';
import { call, login, multipartBody, rows, type Session } from '../api/helpers';
import type { CallFamily } from './callFamily';

const API = '/service-desk/api';
const STANDARD_BOARD = 1;
const LINUS = 5;
const GRACE = 4;

/** Whether a table row is one of the CAB calls. */
export const isCabRow = (row: { area: string }) => row.area === 'cab' || row.area === 'change-approval';

/** URL and extra inject options of a CAB row, after the set-up it needs. */
export async function cabCall(app: FastifyInstance, admin: Session, path: string): Promise<{ url: string; extra: Record<string, unknown> }> {
  const send = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, session = admin) => call(app, session, { method, url, payload });
  const created = await call(app, await login(app, 'agent@example.com'), { method: 'POST', url: `${API}/change`, ...multipartBody({
    subject: 'Contract test change', description: '<p>Checked by the contract test.</p>', requester_id: '9', status_id: '1', change_type_id: '2',
  }) });
  const changeId: number = created.body.data.id;
  if (path.endsWith('/apply-cab-approval')) return { url: path, extra: { payload: { change_id: changeId, workflow_id: STANDARD_BOARD } } };
  await send('POST', `${API}/apply-cab-approval`, { change_id: changeId, workflow_id: STANDARD_BOARD });
  const [board] = (await send('GET', `${API}/change-approval-status/${changeId}`)).body.data;
  const level = board.approval_levels[0].id;
  const withChange = (url: string) => url.replace('{changeId}', String(changeId));
  const graceToken = async () => {
    const [mail] = await rows(app, 'SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1', 'grace.hopper@example.com');
    return /\/change-approval\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1];
  };
  if (path.includes('{hash}')) {
    const url = path.replace('{hash}', await graceToken());
    return { url, extra: path.includes('approval-action') ? { payload: { action_type: 'approve', comment: 'Approved by the contract test' } } : {} };
  }
  if (path.endsWith('/cab/add-approver')) return { url: path, extra: { payload: { action: 'add', approver_id: LINUS, change_id: changeId, level_id: level, comment: 'Needs a second opinion' } } };
  if (path.endsWith('/cab/remove-approver')) return { url: path, extra: { payload: { action: 'remove', approver_id: GRACE, change_id: changeId, level_id: level, comment: 'On leave' } } };
  if (path.endsWith('/send-reminder')) return { url: path, extra: { payload: { type: 'level', change_id: changeId, id: level, level_id: level } } };
  if (path.includes('auto-reminder/{id}')) return { url: path.replace('{id}', String(board.id)), extra: { headers: { 'x-requested-with': 'XMLHttpRequest' } } };
  if (path.includes('approval-action-without-hash')) {
    // Grace decides level one by her link (the agent created the change); the administrator decides level two.
    await call(app, undefined, { method: 'POST', url: `${API}/approval-action/${await graceToken()}`, payload: { action_type: 'approve', comment: 'Level one done' } });
    return { url: withChange(path), extra: { payload: { action_type: 'approve', comment: 'Level two done' } } };
  }
  if (path.includes('remove-cab-approval')) return { url: withChange(path), extra: { payload: { comment: 'Removed by the contract test' } } };
  return { url: withChange(path), extra: {} };
}

export const cabFamily: CallFamily = {
  name: 'cab', handles: isCabRow,
  prepare: ({ app, session, row }) => cabCall(app, session, row.path),
};
