/**
 * The import's reading thread: it reads the CSV file and checks each record (checkRow: cells
 * converted, the record validated as a new one), while the server's own thread writes the batch
 * before (checkedBatches.ts). It runs a few batches ahead at the most and needs no database: the
 * look-up names come with its input.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connectLinks } from '../../src/engine/schema/connectLinks';
import { defineResource } from '../../src/engine/schema/defineResource';
import { csvRecords } from './csvRecords';
import { planWith } from './importPlan';
import { checkRow } from './prepareRow';
import type { CheckInput, ThreadMessage } from './checkedBatches';

const input = workerData as CheckInput;
const port = parentPort!;
const send = (message: ThreadMessage) => port.postMessage(message);

/** Batches the writing thread may be behind by: one being written, the next ones ready. */
let credit = input.ahead;
let wake: (() => void) | undefined;
port.on('message', () => {
  credit += 1;
  wake?.();
});

async function check(): Promise<void> {
  const resources = connectLinks(input.files.map(defineResource));
  const def = resources.find((candidate) => candidate.name === input.resource)!;
  const plan = planWith(resources, def, input.settings, input.headerCount, () => input.indexes);
  for await (const records of csvRecords(input.path, input.newline, { skip: input.skip, batch: input.batch })) {
    const checked = records.filter((record) => record.row > 1).map((record) => checkRow(plan, record));
    if (!checked.length) continue;
    while (credit === 0) await new Promise<void>((resolve) => { wake = resolve; });
    credit -= 1;
    // As text: parsing JSON costs the writing thread a third of what copying the objects would.
    send({ rows: JSON.stringify(checked) });
  }
  send({ done: true });
}

check().catch((error: Error) => send({ error: error.message }));
