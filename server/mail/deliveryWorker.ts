/**
 * The delivery worker: every poll it sends the outbox rows that are due, one at a time, claiming
 * each before it is handed over and recording the outcome after (deliveryStates.ts). The clock and
 * the poll are injected so tests move time instead of waiting for it.
 */
import type { SendMailOptions } from 'nodemailer';
import type { SqlClient } from '../database/sqlClient';
import type { OutboxRow } from '../repositories/outbox';
import { claimNextMail, markRefused, markSent } from './deliveryStates';
import { mailMessage, type MailSettings } from './mailMessage';

export interface DeliveryWorkerOptions extends MailSettings {
  db: SqlClient;
  /** Hands a message to the relay; resolves once the relay accepted it. */
  send: (message: SendMailOptions) => Promise<unknown>;
  /** The domain of the Message-IDs the worker makes. */
  domain: string;
  pollMs: number;
  clock: () => Date;
  /** Errors of the worker itself (a refused message is not one: it is recorded on its row). */
  onError: (error: unknown) => void;
}

export interface DeliveryWorker {
  /** Sends what is due now; answers how many rows it handed over (sent or refused). */
  runOnce(): Promise<number>;
  /** No new pass starts; resolves when the one under way has recorded its outcome. */
  stop(): Promise<void>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, clock } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pass: Promise<number> = Promise.resolve(0);

  async function deliver(row: OutboxRow) {
    try {
      await options.send(mailMessage(row, options));
      await markSent(db, row.id, clock());
    } catch (error) {
      await markRefused(db, row, errorText(error), clock());
    }
  }

  async function sendDue(): Promise<number> {
    let handled = 0;
    while (!stopped) {
      const row = await claimNextMail(db, clock(), options.domain);
      if (!row) break;
      await deliver(row);
      handled += 1;
    }
    return handled;
  }

  // Passes never overlap: a manual runOnce waits for the timer's pass and the other way round.
  const runOnce = () => (pass = pass.then(sendDue).catch((error) => { options.onError(error); return 0; }));

  const tick = () => {
    void runOnce().finally(() => {
      if (stopped) return;
      timer = setTimeout(tick, options.pollMs);
      // A pending poll alone must not keep the process alive (a script or test that forgot to close).
      timer.unref();
    });
  };
  tick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
