/**
 * The public contract approval page's calls:
 *   details => GET  /service-desk/api/contract-details/{hash}/{id}    data.contract, data.action_allowed, data.reason, data.asked
 *   decide  => POST /service-desk/api/contract-approval/{hash}/{id}   { actionType, purpose_of_approval | purpose_of_rejection }
 */
import type { ApiRequest } from '../../engine/data/request';

const API = '/service-desk/api';

export interface ContractApproval {
  /** The contract in its read shape: names under {name}, dates as the wire writes them. */
  contract: Record<string, unknown>;
  /** What the approver is asked: the contract, or a renewal or extension of it. */
  asked: string;
  /** The term a renewal or extension proposes: contract_start_date, contract_end_date, cost. */
  proposal?: Record<string, unknown>;
  allowed: boolean;
  reason?: string;
}

const segment = (value: string) => encodeURIComponent(value);

export const detailsRequest = (hash: string, id: string): ApiRequest => ({ method: 'GET', url: `${API}/contract-details/${segment(hash)}/${segment(id)}` });

export const decisionRequest = (hash: string, id: string, decision: string, comment: string): ApiRequest => ({
  method: 'POST', url: `${API}/contract-approval/${segment(hash)}/${segment(id)}`,
  json: { actionType: decision, [decision === 'approve' ? 'purpose_of_approval' : 'purpose_of_rejection']: comment },
});

/** The page's view of a details answer; a server that sends only data.contract allows the action. */
export function contractApprovalOf(body: unknown): ContractApproval {
  const data = ((body as { data?: unknown })?.data ?? {}) as {
    contract?: Record<string, unknown>; action_allowed?: unknown; reason?: unknown; asked?: unknown; proposal?: Record<string, unknown>;
  };
  return {
    contract: data.contract ?? {},
    asked: typeof data.asked === 'string' ? data.asked : 'contract',
    ...(data.proposal && typeof data.proposal === 'object' ? { proposal: data.proposal } : {}),
    allowed: data.action_allowed !== false,
    ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
  };
}
