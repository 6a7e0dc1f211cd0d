import { useState } from 'react';
import { Alert, Box, CircularProgress, Divider, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DELAY, EMPTY_TEXT } from '../../engine/constants';
import { SanitizedHtml } from '../../engine/fields/HtmlText';
import { formatDateTime, isEmptyValue, textOf } from '../../engine/fields/format';
import { formatMoney, getPath } from '../../kernel';
import type { Contract } from '../../types';
import { contractApprovalOf, decisionRequest, detailsRequest } from './contractApprovalApi';
import { ApprovalForm, type DecisionButton } from './ApprovalForm';
import { FactList } from './FactList';
import { GoneLink } from './GoneLink';
import { PublicPage } from './PublicPage';
import { usePublicRecord } from './usePublicRecord';

/** The approve comment is optional, a rejection needs its reason. */
const DECISIONS: DecisionButton[] = [
  { decision: 'approve', label: 'approval_page.approve', color: 'success', commentRequired: false },
  { decision: 'reject', label: 'approval_page.reject', color: 'error', commentRequired: true },
];

type Kind = 'text' | 'date' | 'money';

/** Where a detail sits in the read contract: a property of contract.json, or a name the read adds (contract_type.name). */
type DetailPath = keyof Contract | `${string}.${string}`;

/**
 * The contract's details in the specification's order, then who the contract binds and who approves it (a vendor, or
 * a user and their organisation: a party the contract does not have is left out): [text key, path in
 * the read contract, kind, shown even when empty].
 */
const DETAILS: Array<[string, DetailPath, Kind, boolean]> = [
  ['name', 'name', 'text', true], ['start', 'contract_start_date', 'date', true], ['expiry', 'contract_end_date', 'date', true],
  ['type', 'contract_type.name', 'text', true], ['vendor', 'vendor.name', 'text', true], ['status', 'status.name', 'text', true],
  ['license_type', 'licence.name', 'text', true], ['cost', 'cost', 'money', true], ['creator', 'owner.full_name', 'text', true],
  ['license_count', 'licensce_count', 'text', true], ['user', 'parties.user', 'text', false], ['organization', 'parties.organization', 'text', false],
  ['approver', 'parties.approver', 'text', true],
];

function detailText(contract: Record<string, unknown>, path: DetailPath, kind: Kind): string {
  const value = getPath(contract, path);
  if (isEmptyValue(value)) return EMPTY_TEXT;
  if (kind === 'date') return formatDateTime(value);
  return kind === 'money' ? formatMoney(value) : textOf(value);
}

/**
 * /service-desk/contract-approval/:hash/:id: no login, the hash is the credential and
 * answers only its own contract. Shows the contract's details (text only), its parties and its
 * description (sanitised HTML), then approve and reject while the link can decide (a choice made in
 * the mail, ?decision=, only preselected); after a decision the page reads the contract again, so its
 * new status shows, and the approver goes home 2 s later. An expired link, or one sent before the
 * contract was edited, says which.
 */
export default function ContractApprovalPage() {
  return <PublicPage><ContractApproval /></PublicPage>;
}

function ContractApproval() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { hash = '', id = '' } = useParams();
  const [search] = useSearchParams();
  const [decided, setDecided] = useState(false);
  const { record: approval, gone, reload } = usePublicRecord(detailsRequest(hash, id), contractApprovalOf);
  if (gone) return <GoneLink title="approval_page.contract_title" message={gone} />;
  if (!approval) return <Box sx={{ textAlign: 'center' }}><CircularProgress aria-label={translate('approval_page.loading')} /></Box>;
  return (
    <>
      <Typography variant="overline" component="p">{translate('approval_page.contract_title')}</Typography>
      <Typography variant="h5" component="h1" gutterBottom>{textOf(approval.contract.name)}</Typography>
      {approval.proposal && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`approval_page.asked_${approval.asked}`, {
            _: approval.asked,
            start: detailText(approval.proposal, 'contract_start_date', 'date'),
            end: detailText(approval.proposal, 'contract_end_date', 'date'),
            cost: detailText(approval.proposal, 'cost', 'money'),
          })}
        </Alert>
      )}
      <FactList testId="approval-facts" facts={DETAILS.filter(([, path, , always]) => always || !isEmptyValue(getPath(approval.contract, path)))
        .map(([key, path, kind]) => [translate(`approval_page.contract.${key}`), detailText(approval.contract, path, kind)])} />
      <Typography variant="subtitle2" component="h2">{translate('approval_page.description')}</Typography>
      <Box data-testid="approval-description" sx={{ mb: 2 }}><SanitizedHtml html={textOf(approval.contract.description)} /></Box>
      <Divider sx={{ mb: 2 }} />
      {/* After a decision the form stays to say so, while the page reads the contract's new status. */}
      {approval.allowed || decided
        ? <ApprovalForm decisions={DECISIONS} commentFields={['purpose_of_approval', 'purpose_of_rejection']} hint={translate('approval_page.comment_hint')}
            chosen={search.get('decision') ?? undefined} request={(decision, comment) => decisionRequest(hash, id, decision, comment)}
            onDecided={() => { setDecided(true); reload(); setTimeout(() => navigate('/'), DELAY.afterAction); }} />
        : <Alert severity="info">{approval.reason ?? translate('approval_page.closed')}</Alert>}
    </>
  );
}
