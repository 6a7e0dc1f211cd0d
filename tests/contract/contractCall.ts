// How the contract test calls the contract lifecycle's rows of endpoints.tsv (areas contracts and
// contract-approval): each row gets a new contract in the state the call needs (waiting for the
// administrator's approval, or active), and is then called as the administrator, or with no session
// for the public pair.
import type { FastifyInstance } from 'fastify';
import { call, multipartBody, rows, type Session } from '../api/helpers';
import type { CallFamily } from './callFamily';

const API = '/service-desk/api';
const ADMIN = 1;

/** The rows this helper sets up: the public pair and the contract's action calls. */
export const isContractRow = (row: { area: string; path: string }) => row.area === 'contract-approval'
  || (row.area === 'contracts' && /contract-(extend|renew|approve|reject|terminate|expiry-reminder|attach-asset|detach-asset|action|log|threads)|\/api\/contract(\/\{id\})?$/.test(row.path));

/** A new contract with a vendor; with an approver it waits for that approver, else it is active. */
async function newContract(app: FastifyInstance, admin: Session, approver?: number): Promise<number> {
  const { body } = await call(app, admin, { method: 'POST', url: `${API}/contract`, ...multipartBody({
    name: 'Contract test contract', contract_type_id: '1', cost: '100', status_id: approver ? '1' : '3', vendor_id: '1', description: '<p>Checked.</p>',
    contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2036-12-31 23:30:00', ...(approver ? { approver_id: String(approver) } : {}),
  }) });
  return body.data.id;
}

export async function contractCall(app: FastifyInstance, admin: Session, method: string, path: string): Promise<{ url: string; extra: Record<string, unknown>; query?: string; anonymous?: boolean }> {
  const waiting = /approve|reject|contract-approval|contract-details/.test(path);
  const id = await newContract(app, admin, waiting ? ADMIN : undefined);
  const url = path.replace(/\{(id|contractId)\}/, String(id));
  const term = (start: string) => multipartBody({ contract_start_date: start, contract_end_date: '2040-12-31 23:30:00', approver_id: String(ADMIN), cost: '250.50' });
  if (path.includes('{hash}')) {
    const [mail] = await rows(app, "SELECT body FROM outbox WHERE kind = 'contract_approval_request' ORDER BY id DESC LIMIT 1");
    const token = /\/contract-approval\/([A-Za-z0-9_-]{43})\//.exec(mail.body)![1];
    return { url: url.replace('{hash}', token), anonymous: true, extra: method === 'POST' ? { payload: { actionType: 'approve', purpose_of_approval: 'Fine.' } } : {} };
  }
  // The save, as the form sends it: an update of the new contract with the spec's multipart names.
  if (method === 'POST' && path.endsWith('/api/contract')) {
    return { url: path, extra: multipartBody({ id: String(id), name: 'Contract test contract, edited', cost: '1234.56', license_type_id: '1', licensce_count: '3',
      description: '<p>Edited.</p>', contract_type_id: '2', vendor_id: '1', status_id: '3', contract_start_date: '2026-01-01 00:00:00',
      contract_end_date: '2036-12-31 23:30:00', notify_before: '10', 'notify_agent_ids[0]': String(ADMIN), 'email_ids[0]': 'buyer@example.com',
      'asset_ids[0]': '4', identifier: 'CT-1' }) };
  }
  if (path.endsWith('contract-extend/{id}')) return { url, extra: term('2036-12-31 23:30:00') };
  if (path.endsWith('contract-renew/{id}')) return { url, extra: term('2037-01-01 00:00:00') };
  if (path.endsWith('contract-approve/{id}')) return { url, extra: { payload: { purpose_of_approval: 'Budget confirmed.' } } };
  if (path.endsWith('contract-reject/{id}')) return { url, extra: { payload: { purpose_of_rejection: 'Over budget.' } } };
  if (path.endsWith('contract-expiry-reminder/{id}')) {
    return { url, extra: multipartBody({ notify_before: '30', 'notify_agent_ids[0]': String(ADMIN), 'email_ids[0]': 'buyer@example.com' }) };
  }
  if (path.endsWith('contract-attach-asset')) return { url: path, query: `contract_id=${id}`, extra: { payload: { asset_ids: [1, 2] } } };
  if (path.includes('contract-detach-asset')) {
    await call(app, admin, { method: 'POST', url: `${API}/contract-attach-asset?contract_id=${id}`, payload: { asset_ids: [3] } });
    return { url: url.replace('{assetId}', '3'), extra: {} };
  }
  // DELETE contract/{id}: a running contract is terminated first, as the rules ask.
  if (method === 'DELETE') await call(app, admin, { method: 'POST', url: `${API}/contract-terminate/${id}` });
  return { url, extra: {} };
}

export const contractFamily: CallFamily = {
  name: 'contract approval', handles: isContractRow,
  prepare: ({ app, session, row }) => contractCall(app, session, row.method, row.path),
};
