/**
 * The public change approval page's calls:
 *   open   => GET  /service-desk/api/change-conversation/{hash}   data.change, board, level, approver, levels, action_allowed, reason
 *   answer => POST /service-desk/api/approval-action/{hash}       { action_type: approve | deny, comment }
 */
import type { ApiRequest } from '../../engine/data/request';
import type { Decision } from '../../kernel';
import type { Change } from '../../types';

const API = '/service-desk/api';

/** A custom field of the change as the server lists it: its label, its value as text or a list, and its kind ('date', 'select', ...). */
export interface ShownCustomValue {
  label: string;
  value: unknown;
  field_type: string;
}

/** One approver of a level: a person or a user type, and who decided for it once decided. */
export interface LevelApprover {
  name: string;
  status: string;
  /** 'Ada Admin for Alan Agent, who created the change', or the decider's name; null while pending. */
  decision_text: string | null;
}

export interface BoardLevel {
  name: string;
  status: string;
  is_active: boolean;
  /** The level this link decides. */
  current: boolean;
  approvers: LevelApprover[];
}

export interface ApprovalConversation {
  subject: string;
  /** Stored HTML: shown only through the engine's sanitiser. */
  description: string;
  /** Names and stored dates by key (change_type, priority, impact, requester, planned_start_date, planned_end_date); null when unset. */
  facts: Record<string, string | null>;
  custom: ShownCustomValue[];
  /** The filled planning entries (rollout plan, backout plan, ...), their text stored HTML. */
  plans: Array<{ key: string; label: string; description: string }>;
  board: string;
  level: string;
  /** Whom the link was sent to. */
  approver: string | null;
  levels: BoardLevel[];
  /** Whether the link can still decide (true when the server does not say). */
  allowed: boolean;
  /** Why it can not, in the server's words. */
  reason?: string;
}

/** The change's facts the page shows, by the answer's key: [key, text key, kind]. */
export const CHANGE_FACTS: Array<[string, 'text' | 'date']> = [
  ['change_type', 'text'], ['priority', 'text'], ['impact', 'text'], ['requester', 'text'], ['planned_start_date', 'date'], ['planned_end_date', 'date'],
];

const segment = (hash: string) => encodeURIComponent(hash);

export const conversationRequest = (hash: string): ApiRequest => ({ method: 'GET', url: `${API}/change-conversation/${segment(hash)}` });

export const answerRequest = (hash: string, action: Decision, comment: string): ApiRequest =>
  ({ method: 'POST', url: `${API}/approval-action/${segment(hash)}`, json: { action_type: action, comment } });

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? value as T[] : []);

function levelOf(raw: Record<string, unknown>): BoardLevel {
  return {
    name: String(raw.name ?? ''), status: String(raw.status ?? ''), is_active: raw.is_active === true, current: raw.current === true,
    approvers: list<Record<string, unknown>>(raw.approvers).map((entry) => ({ name: String(entry.name ?? ''), status: String(entry.status ?? ''), decision_text: text(entry.decision_text) })),
  };
}

/** The page's view of a change-conversation answer; the original sends only data.change (the rest reads as empty). */
export function conversationOf(body: unknown): ApprovalConversation {
  const data = ((body as { data?: unknown })?.data ?? {}) as Record<string, unknown> & { change?: Record<string, unknown> };
  const change = data.change ?? {};
  // The change's own properties by their names in change.json.
  const property = (name: keyof Change) => change[name];
  const named = (value: unknown) => text((value as { name?: unknown } | undefined)?.name);
  return {
    subject: String(property('subject') ?? ''),
    description: String(property('description') ?? ''),
    facts: Object.fromEntries(CHANGE_FACTS.map(([key]) => [key, text(change[key])])),
    custom: list<ShownCustomValue>(change.custom_fields),
    plans: list<{ key: string; label: string; description: string }>(change.plans),
    board: named(data.board) ?? '',
    level: named(data.level) ?? '',
    approver: named(data.approver),
    levels: list<Record<string, unknown>>(data.levels).map(levelOf),
    allowed: data.action_allowed !== false,
    ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
  };
}
