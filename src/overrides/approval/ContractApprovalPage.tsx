import { Alert, Box, CircularProgress, Divider, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate, useParams } from 'react-router-dom';
import { DELAY, EMPTY_TEXT } from '../../engine/constants';
import { formatDateTime, isEmptyValue, textOf } from '../../engine/fields/format';
import { getPath } from '../../engine/schema/paths';
import { FIELD_GRID } from '../../engine/views/fieldGrid';
import { contractApprovalOf, decisionRequest, detailsRequest } from './contractApprovalApi';
import { ApprovalForm, type DecisionButton } from './ApprovalForm';
import { GoneLink } from './GoneLink';
import { PublicPage } from './PublicPage';
import { usePublicRecord } from './usePublicRecord';

/** The approve comment is optional, a rejection needs its reason (spec §4, §5). */
const DECISIONS: DecisionButton[] = [
  { decision: 'approve', label: 'approval_page.approve', color: 'success', commentRequired: false },
  { decision: 'reject', label: 'approval_page.reject', color: 'error', commentRequired: true },
];

/** The details of spec §2, in its order: [text key, path in the read contract, kind]. */
const DETAILS: Array<[string, string, 'text' | 'date' | 'money']> = [
  ['name', 'name', 'text'], ['start', 'contract_start_date', 'date'], ['expiry', 'contract_end_date', 'date'],
  ['type', 'contract_type.name', 'text'], ['vendor', 'vendor.name', 'text'], ['status', 'status.name', 'text'],
  ['license_type', 'licence.name', 'text'], ['cost', 'cost', 'money'], ['creator', 'owner.full_name', 'text'],
  ['license_count', 'licensce_count', 'text'],
];

const money = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function detailText(contract: Record<string, unknown>, path: string, kind: 'text' | 'date' | 'money'): string {
  const value = getPath(contract, path);
  if (isEmptyValue(value)) return EMPTY_TEXT;
  if (kind === 'date') return formatDateTime(value);
  return kind === 'money' && typeof value === 'number' ? money.format(value) : textOf(value);
}

/**
 * /service-desk/contract-approval/:hash/:id (spec §2, §4): no login, the hash is the credential and
 * answers only its own contract. Shows the contract's details (text only), then approve and reject
 * while the link can decide; after a decision the approver goes home 2 s later. An expired link, or
 * one sent before the contract was edited, says which.
 */
export default function ContractApprovalPage() {
  return <PublicPage><ContractApproval /></PublicPage>;
}

function ContractApproval() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { hash = '', id = '' } = useParams();
  const { record: approval, gone } = usePublicRecord(detailsRequest(hash, id), contractApprovalOf);
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
      <Box component="dl" sx={{ ...FIELD_GRID, mb: 2 }}>
        {DETAILS.map(([key, path, kind]) => [
          <dt key={`${key}-label`}>{translate(`approval_page.contract.${key}`)}</dt>,
          <dd key={key}>{detailText(approval.contract, path, kind)}</dd>,
        ])}
      </Box>
      <Divider sx={{ mb: 2 }} />
      {approval.allowed
        ? <ApprovalForm decisions={DECISIONS} commentFields={['purpose_of_approval', 'purpose_of_rejection']} hint={translate('approval_page.comment_hint')}
            request={(decision, comment) => decisionRequest(hash, id, decision, comment)}
            onDecided={() => setTimeout(() => navigate('/'), DELAY.afterAction)} />
        : <Alert severity="info">{approval.reason ?? translate('approval_page.closed')}</Alert>}
    </>
  );
}
