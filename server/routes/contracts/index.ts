/**
 * The contract lifecycle's own calls; the list, record,
 * save, delete, actions, commands, log and asset links are the generic routes of contract.json.
 *   history => GET  /service-desk/api/contract-threads/{id}            data.contract_threads
 *   public, by approval link, no session (an unknown link counts as a guess: plugins/approvalLinkGuesses.ts):
 *   details => GET  /service-desk/api/contract-details/{hash}/{id}     data.contract (with its parties by name), data.action_allowed; 410 when expired or the contract was edited
 *   decide  => POST /service-desk/api/contract-approval/{hash}/{id}    { actionType, purpose_of_approval | purpose_of_rejection }
 * The schedule and the tables are the module's (contracts/contractsModule.ts).
 */
import type { FastifyInstance } from 'fastify';
import { decideByContractLink, contractLinkTarget } from '../../contracts/publicApproval';
import { contractThreads } from '../../contracts/contractThreads';
import { notFound } from '../../httpErrors';
import { INVALID_APPROVAL_LINK, refusalError } from '../../approvalLinkValidity';
import { requireRole } from '../../plugins/auth';
import { lifecycleResource } from '../../modules/moduleResource';
import { findRecord } from '../../repositories/records';
import { now } from '../../time';
import { readOne } from '../resources/getOne';
import { positiveId } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { parseApprovalBody } from './parseApprovalBody';
import { contractParties } from '../../contracts/contractParties';

const API = '/service-desk/api';
/** The x-store.lifecycle whose records these routes serve. */
export const CONTRACT_LIFECYCLE_NAME = 'contract';

type HashParams = { Params: { hash: string; id: string } };

/** What the approver sees: the contract's own details, nothing of other records. */
const PUBLIC_FIELDS = ['id', 'name', 'identifier', 'description', 'contract_start_date', 'contract_end_date', 'contract_type', 'vendor', 'contract_status', 'licence', 'cost', 'owner', 'licensce_count'];

export default async function contractRoutes(app: FastifyInstance, options: { clock?: () => Date }) {
  const def = lifecycleResource(app.resources, CONTRACT_LIFECYCLE_NAME);
  if (!def) return;
  const clock = () => now(options.clock?.() ?? new Date());
  const linkClock = () => ({ days: app.approvalLinks.days, at: options.clock?.() ?? new Date() });
  // A bad id in a public URL is the same 404 as a bad token: nothing to learn from the difference.
  const contractIdOf = (raw: string) => {
    if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw notFound(INVALID_APPROVAL_LINK);
    return Number(raw);
  };

  app.get<{ Params: { id: string } }>(`${API}/contract-threads/:id`, async (request) => {
    requireRole(request, 'agent');
    const id = positiveId(request.params.id);
    if (!await findRecord(app.db, def, id)) throw notFound();
    return { success: true, data: { contract_threads: await contractThreads(app.db, id, clock()) } };
  });

  app.get<HashParams>(`${API}/contract-details/:hash/:id`, { config: { public: true } }, async (request) => {
    const id = contractIdOf(request.params.id);
    // One snapshot: the link's verdict and what the page shows of its contract agree.
    return app.db.snapshot(async () => {
      const target = await contractLinkTarget(app.db, def, request.params.hash, id, linkClock());
      // An expired link, or one sent before the contract was edited, shows nothing of the contract any more.
      if (target.refusal?.status === 410) throw refusalError(target.refusal);
      const record = await readOne(app, def, id, undefined) as Record<string, unknown>;
      const contract = Object.fromEntries(PUBLIC_FIELDS.map((field) => [field, record[field] ?? null]));
      // The approver is the link's: a renewal's may differ from the contract's own.
      const parties = await contractParties(app.db, def, { ...(await findRecord(app.db, def, id))!, approver_id: target.link.approver_id });
      return {
        success: true,
        data: { contract: { ...contract, status: record.contract_status, parties }, asked: target.asked, ...(target.proposal && { proposal: target.proposal }),
          action_allowed: target.refusal === undefined, ...(target.refusal ? { reason: target.refusal.message } : {}) },
      };
    });
  });

  app.post<HashParams>(`${API}/contract-approval/:hash/:id`, { config: { public: true } }, async (request) => {
    const id = contractIdOf(request.params.id);
    // The link first: a replay is a 409 whatever the body says.
    const target = await contractLinkTarget(app.db, def, request.params.hash, id, linkClock());
    if (target.refusal) throw refusalError(target.refusal);
    const { decision, reason } = parseApprovalBody((await readBody(request, [])).values);
    await decideByContractLink(app.db, def, request.params.hash, id, linkClock(), decision, reason);
    return { success: true, message: decision === 'approve' ? 'Your approval has been recorded.' : 'Your rejection has been recorded.' };
  });
}
