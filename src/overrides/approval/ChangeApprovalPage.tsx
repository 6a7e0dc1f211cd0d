import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Divider, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate, useParams } from 'react-router-dom';
import { SanitizedHtml } from '../../engine/fields/HtmlText';
import { messageOfError } from '../../engine/hooks/useDeleteRecord';
import { http } from '../http';
import { conversationOf, conversationRequest, type ApprovalConversation } from './approvalApi';
import { ApprovalForm } from './ApprovalForm';
import { NOT_FOUND_ROUTE } from './approvalRoutes';
import { PublicPage } from './PublicPage';

/**
 * /change-approval/:hash (spec §2, §4): no login, the link's hash is the credential. Shows the change's
 * subject (as text) and description (sanitised HTML), then the approve / deny form while the link can
 * still decide. A link that cannot be loaded goes to the not-found page with the server's message.
 */
export default function ChangeApprovalPage() {
  return <PublicPage><ChangeApproval /></PublicPage>;
}

function ChangeApproval() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { hash = '' } = useParams();
  const [conversation, setConversation] = useState<ApprovalConversation>();
  useEffect(() => {
    let current = true;
    http.send(conversationRequest(hash))
      .then((body) => { if (current) setConversation(conversationOf(body)); })
      .catch((failure) => {
        if (current) navigate(NOT_FOUND_ROUTE, { replace: true, state: { message: translate(messageOfError(failure), { _: messageOfError(failure) }) } });
      });
    return () => { current = false; };
  }, [hash, navigate, translate]);
  if (!conversation) return <Box sx={{ textAlign: 'center' }}><CircularProgress aria-label={translate('approval_page.loading')} /></Box>;
  return (
    <>
      <Typography variant="overline" component="p">{translate('approval_page.title')}</Typography>
      <Typography variant="h5" component="h1" gutterBottom>{conversation.subject}</Typography>
      <Typography variant="subtitle2" component="h2">{translate('approval_page.description')}</Typography>
      <Box data-testid="approval-description" sx={{ mb: 2 }}><SanitizedHtml html={conversation.description} /></Box>
      <Divider sx={{ mb: 2 }} />
      {conversation.allowed
        ? <ApprovalForm hash={hash} />
        : <Alert severity="info">{conversation.reason ?? translate('approval_page.closed')}</Alert>}
    </>
  );
}
