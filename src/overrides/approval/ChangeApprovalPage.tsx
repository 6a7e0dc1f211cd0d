import { Alert, Box, CircularProgress, Divider, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { SanitizedHtml } from '../../engine/fields/HtmlText';
import type { Decision } from '../../engine/schema/approvalRules';
import { answerRequest, conversationOf, conversationRequest } from './approvalApi';
import { ApprovalForm, type DecisionButton } from './ApprovalForm';
import { GoneLink } from './GoneLink';
import { PublicPage } from './PublicPage';
import { usePublicRecord } from './usePublicRecord';

/** A change's board asks for a comment on both decisions. */
const DECISIONS: DecisionButton[] = [
  { decision: 'approve', label: 'approval_page.approve', color: 'success', commentRequired: true },
  { decision: 'deny', label: 'approval_page.deny', color: 'error', commentRequired: true },
];

/**
 * /change-approval/:hash (spec §2, §4): no login, the link's hash is the credential. Shows the change's
 * subject (as text) and description (sanitised HTML), then the approve / deny form while the link can
 * still decide, or why it can not (used, or the approver requested or created the change). An expired
 * link, or one sent before the change was edited, says which; any other link that cannot be loaded
 * goes to the not-found page with the server's message.
 */
export default function ChangeApprovalPage() {
  return <PublicPage><ChangeApproval /></PublicPage>;
}

function ChangeApproval() {
  const translate = useTranslate();
  const { hash = '' } = useParams();
  const { record: conversation, gone } = usePublicRecord(conversationRequest(hash), conversationOf);
  if (gone) return <GoneLink title="approval_page.title" message={gone} />;
  if (!conversation) return <Box sx={{ textAlign: 'center' }}><CircularProgress aria-label={translate('approval_page.loading')} /></Box>;
  return (
    <>
      <Typography variant="overline" component="p">{translate('approval_page.title')}</Typography>
      <Typography variant="h5" component="h1" gutterBottom>{conversation.subject}</Typography>
      <Typography variant="subtitle2" component="h2">{translate('approval_page.description')}</Typography>
      <Box data-testid="approval-description" sx={{ mb: 2 }}><SanitizedHtml html={conversation.description} /></Box>
      <Divider sx={{ mb: 2 }} />
      {conversation.allowed
        ? <ApprovalForm decisions={DECISIONS} commentFields={['comment']} request={(decision, comment) => answerRequest(hash, decision as Decision, comment)} />
        : <Alert severity="info">{conversation.reason ?? translate('approval_page.closed')}</Alert>}
    </>
  );
}
