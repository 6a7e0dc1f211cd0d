import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { DB_FILE } from '../../server/plugins/db';

const LINKS = {
  change: /\/change-approval\/[A-Za-z0-9_-]{43}/,
  contract: /\/service-desk\/contract-approval\/[A-Za-z0-9_-]{43}\/\d+/,
};

/** newestApprovalLink('contract'): the path of the newest public approval link of a kind mailed so far (to `recipient` when given), read from the outbox. */
export function newestApprovalLink(kind: keyof typeof LINKS, recipient?: string): string {
  const db = new Database(join(inject('dataDir'), DB_FILE), { readonly: true });
  try {
    const mails = (recipient === undefined ? db.prepare('SELECT body FROM outbox ORDER BY id DESC').all()
      : db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC').all(recipient)) as Array<{ body: string }>;
    const link = mails.map((mail) => LINKS[kind].exec(mail.body)?.[0]).find(Boolean);
    if (!link) throw new Error(`No ${kind} approval link in the outbox.`);
    return link;
  } finally {
    db.close();
  }
}

/** POSTs a record's fields as the app's forms do, from a signed-in page, and answers the server's body. */
export async function post(page: Page, url: string, fields: Record<string, string>): Promise<{ data: { id: number } }> {
  return page.evaluate(async ({ to, values }) => {
    const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    const response = await fetch(to, { method: 'POST', body: form, headers: { 'X-XSRF-TOKEN': csrf } });
    if (!response.ok) throw new Error(`${to} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }, { to: url, values: fields });
}

/** Asks for a change's approval as an agent does (a new change, the demo's Standard board applied): its first approvers are mailed their links. Answers the change's id. */
export async function askChangeApproval(page: Page, subject: string): Promise<number> {
  const change = await post(page, '/service-desk/api/change', { subject, description: '<p>The approvers decide by their link.</p>', requester_id: '9', status_id: '1', change_type_id: '2' });
  await post(page, '/service-desk/api/apply-cab-approval', { change_id: String(change.data.id), workflow_id: '1' });
  return change.data.id;
}

/** Asks for a contract's approval as an administrator does (a draft with an approver): the approver is mailed the link. */
export async function askContractApproval(page: Page, name: string): Promise<void> {
  await post(page, '/service-desk/api/contract', {
    name, contract_type_id: '1', cost: '1200', status_id: '1', vendor_id: '1', approver_id: '1', description: '<p>Yearly printer service.</p>',
    contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2027-01-01 00:00:00',
  });
}
