import { useState } from 'react';
import { Alert, Box, CircularProgress, Divider, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useParams, useSearchParams } from 'react-router-dom';
import { EMPTY_TEXT } from '../../engine/constants';
import { SanitizedHtml } from '../../engine/fields/HtmlText';
import { formatDateTime, isEmptyValue, textOf } from '../../engine/fields/format';
import type { Decision } from '../../kernel';
import { answerRequest, CHANGE_FACTS, conversationOf, conversationRequest, type ApprovalConversation } from './approvalApi';
import { ApprovalForm, type DecisionButton } from './ApprovalForm';
import { BoardLevels } from './BoardLevels';
import { FactList } from './FactList';
import { GoneLink } from './GoneLink';
import { PublicPage } from './PublicPage';
import { usePublicRecord } from './usePublicRecord';

/** A change's board asks for a comment on both decisions. */
const DECISIONS: DecisionButton[] = [
  { decision: 'approve', label: 'approval_page.approve', color: 'success', commentRequired: true },
  { decision: 'deny', label: 'approval_page.deny', color: 'error', commentRequired: true },
];

/** The change's facts and custom fields as [label, text]: names as the server gives them, dates as the app shows them. */
function factsOf(conversation: ApprovalConversation, translate: ReturnType<typeof useTranslate>): Array<[string, string]> {
  const shown = (value: unknown, date: boolean) => (isEmptyValue(value) ? EMPTY_TEXT : date ? formatDateTime(value) : textOf(value));
  return [
    ...CHANGE_FACTS.map(([key, kind]): [string, string] => [translate(`approval_page.change.${key}`), shown(conversation.facts[key], kind === 'date')]),
    ...conversation.custom.map(({ label, value, field_type }): [string, string] => [label, shown(value, field_type === 'date')]),
  ];
}

/**
 * /change-approval/:hash: no login, the link's hash is the credential. Shows what the
 * approver decides on: the change's subject (as text), its facts, description and plans (sanitised
 * HTML), the board and level the link decides and whom it was sent to, and where every level of the
 * board stands; then the approve / deny form while the link can still decide (a choice made in the
 * mail, ?decision=, only preselected), or why it can not. After a decision the page reads the change
 * again, so the board's new state shows. An expired link, or one sent before the change was edited,
 * shows nothing of it; any other link that cannot be loaded goes to the not-found page.
 */
export default function ChangeApprovalPage() {
  return <PublicPage><ChangeApproval /></PublicPage>;
}

function ChangeApproval() {
  const translate = useTranslate();
  const { hash = '' } = useParams();
  const [search] = useSearchParams();
  const [decided, setDecided] = useState(false);
  const { record: conversation, gone, reload } = usePublicRecord(conversationRequest(hash), conversationOf);
  if (gone) return <GoneLink title="approval_page.title" message={gone} />;
  if (!conversation) return <Box sx={{ textAlign: 'center' }}><CircularProgress aria-label={translate('approval_page.loading')} /></Box>;
  return (
    <>
      <Typography variant="overline" component="p">{translate('approval_page.title')}</Typography>
      <Typography variant="h5" component="h1" gutterBottom>{conversation.subject}</Typography>
      <Typography data-testid="approval-asked" sx={{ mb: 2 }}>
        {translate(conversation.approver ? 'approval_page.asked_change_of' : 'approval_page.asked_change',
          { level: conversation.level, board: conversation.board, approver: conversation.approver })}
      </Typography>
      <FactList testId="approval-facts" facts={factsOf(conversation, translate)} />
      <Typography variant="subtitle2" component="h2">{translate('approval_page.description')}</Typography>
      <Box data-testid="approval-description" sx={{ mb: 2 }}><SanitizedHtml html={conversation.description} /></Box>
      {conversation.plans.map((plan) => (
        <Box key={plan.key} component="section" aria-label={plan.label} data-testid={`approval-plan-${plan.key}`} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h2">{plan.label}</Typography>
          <SanitizedHtml html={plan.description} />
        </Box>
      ))}
      <BoardLevels board={conversation.board} levels={conversation.levels} />
      <Divider sx={{ mb: 2 }} />
      {/* After a decision the form stays to say so, while the page reads the board's new state. */}
      {conversation.allowed || decided
        ? <ApprovalForm decisions={DECISIONS} commentFields={['comment']} chosen={search.get('decision') ?? undefined}
            request={(decision, comment) => answerRequest(hash, decision as Decision, comment)} onDecided={() => { setDecided(true); reload(); }} />
        : <Alert severity="info">{conversation.reason ?? translate('approval_page.closed')}</Alert>}
    </>
  );
}
