/** The contract lifecycle as server/lifecycles.ts wires it: the form's saves and the x-actions commands with `run: contract.*`. */
import type { Lifecycle } from '../lifecycles';
import { saveRecord } from '../repositories/saveRecord';
import { asContract, contractRow, decide, followSave, proposeTerm, requireAllowed, requireApprover, stateOf, terminate } from './contractFlow';
import { allows } from './contractStates';
import type { Term } from './contractVersions';
import { forgetReminders } from './contractSchedule';

const termFrom = (values: Record<string, unknown>): Term => ({
  contract_start_date: values.contract_start_date as string, contract_end_date: values.contract_end_date as string,
  cost: values.cost as number, approver_id: values.approver_id as number,
});

export const CONTRACT_LIFECYCLE: Lifecycle = {
  allows: (action, row) => allows(stateOf(asContract(row)), action),
  refuse: (action, row) => requireAllowed(asContract(row), action),
  afterSave: ({ db, def, id, userId, before }) => followSave(db, def, id, userId, before),
  commands: {
    'contract.approve': ({ db, def, id, user, values }) => {
      requireApprover(db, contractRow(db, def, id), user);
      decide(db, def, id, user.id, 'approve', values.purpose_of_approval);
    },
    'contract.reject': ({ db, def, id, user, values }) => {
      requireApprover(db, contractRow(db, def, id), user);
      decide(db, def, id, user.id, 'reject', values.purpose_of_rejection);
    },
    'contract.terminate': ({ db, def, id, user, values }) => terminate(db, def, id, user.id, values.purpose_of_termination),
    'contract.renew': ({ db, def, id, user, values }) => proposeTerm(db, def, id, user.id, 'renewal', termFrom(values)),
    'contract.extend': ({ db, def, id, user, values }) => proposeTerm(db, def, id, user.id, 'extension', termFrom(values)),
    'contract.reminder': ({ db, def, id, user, values }) => {
      db.transaction(() => {
        requireAllowed(contractRow(db, def, id), 'remind');
        saveRecord(db, def, { id, values: { notify_before: values.notify_before, notify_to: values.notify_to } }, user.id);
        // New settings: the reminder is due again by them.
        forgetReminders(db, id);
      })();
    },
  },
};
