/**
 * The public change approval page's calls (problems-and-changes §7 "Change approval (public)"):
 *   open   => GET  /service-desk/api/change-conversation/{hash}   data.change, data.action_allowed, data.reason
 *   answer => POST /service-desk/api/approval-action/{hash}       { action_type: approve | deny, comment }
 */
import type { ApiRequest } from '../../engine/data';
import type { Decision } from '../../engine/schema/approvalRules';

const API = '/service-desk/api';

export interface ApprovalConversation {
  subject: string;
  /** Stored HTML: shown only through the engine's sanitiser. */
  description: string;
  /** Whether the link can still decide (true when the server does not say). */
  allowed: boolean;
  /** Why it can not, in the server's words. */
  reason?: string;
}

const segment = (hash: string) => encodeURIComponent(hash);

export const conversationRequest = (hash: string): ApiRequest => ({ method: 'GET', url: `${API}/change-conversation/${segment(hash)}` });

export const answerRequest = (hash: string, action: Decision, comment: string): ApiRequest =>
  ({ method: 'POST', url: `${API}/approval-action/${segment(hash)}`, json: { action_type: action, comment } });

/** The page's view of a change-conversation answer; the original sends only data.change. */
export function conversationOf(body: unknown): ApprovalConversation {
  const data = ((body as { data?: unknown })?.data ?? {}) as { change?: { subject?: unknown; description?: unknown }; action_allowed?: unknown; reason?: unknown };
  return {
    subject: String(data.change?.subject ?? ''),
    description: String(data.change?.description ?? ''),
    allowed: data.action_allowed !== false,
    ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
  };
}
