/**
 * The mail that asks an approver for their decision on a change (a level's request, a reminder, an
 * automatic reminder): what the level and board ask, a summary of the change (subject, type,
 * priority, planned schedule, board and level) and Approve and Deny buttons to the link's page.
 */
import { formatDateTime } from '../../src/engine/fields/format';
import type { Change } from '../../src/types';
import { CHOICE_COLOURS, decisionMail, type MailParts } from '../mail/decisionMail';
import type { CabScope, MailKind } from './approvalFlow';
import { approvalPath } from './approvalLinks';
import type { AppliedBoard, AppliedLevel } from './approvalStore';
import { approverFacts } from './approverFacts';

const SUBJECTS: Record<MailKind, string> = {
  cab_approval_request: 'Approval needed',
  cab_reminder: 'Reminder: approval needed',
  cab_auto_reminder: 'Reminder: approval needed',
};

const OPENINGS: Record<MailKind, string> = {
  cab_approval_request: '',
  cab_reminder: 'Reminder: ',
  cab_auto_reminder: 'Automatic reminder: ',
};

export interface ApprovalMail extends MailParts {
  subject: string;
}

/** The level's mail, read once for all its approvers: (await changeApprovalMail(scope, board, level, kind))(token) for each link. */
export async function changeApprovalMail(scope: CabScope, board: AppliedBoard, level: AppliedLevel, kind: MailKind): Promise<(token: string) => ApprovalMail> {
  const { def, change } = scope;
  const subject = change.subject ?? '';
  const { facts } = await approverFacts(scope.db, def, change);
  const label = (field: keyof Change) => def.fields[field]?.label ?? field;
  return (token) => ({ subject: `${SUBJECTS[kind]}: ${subject}`, ...decisionMail({
    lead: `${OPENINGS[kind]}The level "${level.name}" of the approval board "${board.name}" asks for your decision on the change "${subject}".`,
    facts: [
      [label('subject'), subject],
      [label('change_type_id'), facts.change_type],
      [label('priority_id'), facts.priority],
      [label('planned_start_date'), facts.planned_start_date && formatDateTime(facts.planned_start_date)],
      [label('planned_end_date'), facts.planned_end_date && formatDateTime(facts.planned_end_date)],
      ['Approval board', board.name],
      ['Level', level.name],
    ],
    path: approvalPath(token),
    choices: [
      { decision: 'approve', label: 'Approve', colour: CHOICE_COLOURS.approve },
      { decision: 'deny', label: 'Deny', colour: CHOICE_COLOURS.refuse },
    ],
  }) });
}
