import { REQUIRED_MESSAGE } from '../../../src/kernel';
import { FieldErrors } from '../../httpErrors';
import { emptyHtml } from '../resources/writePayload';
import type { Decision } from '../../contracts/contractFlow';

const MAX_REASON = 10_000;

/**
 * The public page's body: actionType approve or reject, with purpose_of_approval (optional) or
 * purpose_of_rejection (required); a 412 per field otherwise.
 */
export function parseApprovalBody(values: Record<string, unknown>): { decision: Decision; reason: string } {
  const decision = values.actionType;
  if (decision !== 'approve' && decision !== 'reject') throw new FieldErrors({ actionType: 'The action must be approve or reject.' });
  const field = decision === 'approve' ? 'purpose_of_approval' : 'purpose_of_rejection';
  const raw = values[field];
  const reason = typeof raw === 'string' && !emptyHtml(raw) ? raw.trim() : '';
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new FieldErrors({ [field]: 'The reason must be text.' });
  if (decision === 'reject' && !reason) throw new FieldErrors({ [field]: REQUIRED_MESSAGE });
  if (reason.length > MAX_REASON) throw new FieldErrors({ [field]: `The reason should be less than ${MAX_REASON} characters.` });
  return { decision, reason };
}
