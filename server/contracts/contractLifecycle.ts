/** The contract lifecycle as server/lifecycles.ts wires it: the form's saves and the x-actions commands with `run: contract.*`. */
import type { Lifecycle } from '../lifecycles';
import { saveRecord } from '../repositories/saveRecord';
import { asContract, contractRow, decide, followSave, proposeTerm, requireAllowed, requireApprover, stateOf, terminate } from './contractFlow';
import { allows } from './contractStates';
import { termOf, type Term } from './contractVersions';
import { forgetReminders } from './contractSchedule';

/** The term a renew or extend command proposes: its values passed the command's schema, which asks for a term. */
const termFrom = (values: Record<string, unknown>): Term => termOf(values as Record<string, unknown> & Term);

export const CONTRACT_LIFECYCLE: Lifecycle = {
  allows: (action, row) => allows(stateOf(asContract(row)), action),
  refuse: (action, row) => requireAllowed(asContract(row), action),
  afterSave: ({ db, def, id, userId, before }) => followSave(db, def, id, userId, before),
  commands: {
    'contract.approve': async ({ db, def, id, user, values }) => {
      await requireApprover(db, await contractRow(db, def, id), user);
      await decide(db, def, id, user.id, 'approve', values.purpose_of_approval);
    },
    'contract.reject': async ({ db, def, id, user, values }) => {
      await requireApprover(db, await contractRow(db, def, id), user);
      await decide(db, def, id, user.id, 'reject', values.purpose_of_rejection);
    },
    'contract.terminate': ({ db, def, id, user, values }) => terminate(db, def, id, user.id, values.purpose_of_termination),
    'contract.renew': ({ db, def, id, user, values }) => proposeTerm(db, def, id, user.id, 'renewal', termFrom(values)),
    'contract.extend': ({ db, def, id, user, values }) => proposeTerm(db, def, id, user.id, 'extension', termFrom(values)),
    'contract.reminder': async ({ db, def, id, user, values }) => {
      await db.transaction(async () => {
        requireAllowed(await contractRow(db, def, id), 'remind');
        await saveRecord(db, def, { id, values: { notify_before: values.notify_before, notify_to: values.notify_to } }, user.id);
        // New settings: the reminder is due again by them.
        await forgetReminders(db, id);
      });
    },
  },
};
