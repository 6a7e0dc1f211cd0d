/**
 * The mail that asks a contract's approver for their decision: what is asked (the contract, or a
 * renewal or extension of it), a summary (name, the term asked for, its cost, the parties) and
 * Approve and Reject buttons to the link's page.
 */
import { formatDateTime } from '../../src/engine/fields/format';
import { type ResourceDefinition, formatMoney } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { CHOICE_COLOURS, decisionMail, type MailParts } from '../mail/decisionMail';
import type { Row } from '../repositories/records';
import type { Asked } from './contractFlow';
import { contractParties } from './contractParties';
import type { Term } from './contractVersions';

export interface ContractMail extends MailParts {
  subject: string;
}

/** The mail for `approverId`, asked about `asked` of the contract row, with the term asked for. */
export async function contractApprovalMail(db: SqlClient, def: ResourceDefinition, row: Row, asked: Asked, term: Term, approverId: number, path: string): Promise<ContractMail> {
  const name = String(row.name ?? '');
  const parties = await contractParties(db, def, { ...row, approver_id: approverId });
  const label = (field: string) => def.fields[field]?.label ?? field;
  const date = (value: unknown) => (value ? formatDateTime(value) : null);
  const what = asked === 'contract' ? 'the contract' : `a ${asked} of the contract`;
  return {
    subject: `Contract approval: ${name}`,
    ...decisionMail({
      lead: `You are asked to approve ${what} "${name}".`,
      facts: [
        [label('name'), name],
        [label('contract_start_date'), date(term.contract_start_date)],
        [label('contract_end_date'), date(term.contract_end_date)],
        [label('cost'), formatMoney(term.cost) || null],
        // A contract binds a vendor, or a user (and maybe their organisation): only the parties it has.
        ...(parties.vendor || !parties.user ? [[label('vendor_id'), parties.vendor] as [string, string | null]] : []),
        ...(parties.user ? [[label('user_ids'), parties.user] as [string, string | null]] : []),
        ...(parties.organization ? [[label('organization_ids'), parties.organization] as [string, string | null]] : []),
        [label('approver_id'), parties.approver],
      ],
      path,
      choices: [
        { decision: 'approve', label: 'Approve', colour: CHOICE_COLOURS.approve },
        { decision: 'reject', label: 'Reject', colour: CHOICE_COLOURS.refuse },
      ],
    }),
  };
}
