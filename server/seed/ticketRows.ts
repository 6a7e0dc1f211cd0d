/**
 * Demo tickets of the host help desk (read-only here): numbered #TKT-1001 onwards, spread over the
 * seeded people, statuses, priorities and teams by position; some have no agent, a few no team either,
 * so the tickets tab shows its '--'.
 */
import type { Ticket } from '../../src/types';
import { AGENTS, itemIds, pick, REQUESTERS } from './seedPeople';

const SUBJECTS = [
  'VPN drops every hour', 'Printer on 3rd floor jams', 'Cannot open payroll report', 'New laptop for onboarding',
  'Email quota exceeded', 'Wi-Fi slow in meeting room B', 'Outlook keeps asking for password', 'Shared drive not mapped after login',
  'Teams call audio breaks up', 'Request access to the finance folder', 'Monitor flickers on docking station', 'Password reset link expired',
  'Scanner does not send e-mails', 'ERP screen freezes during stock count', 'Laptop battery swollen', 'Cannot install CAD software',
  'Calendar delegation lost after migration', 'Expense app crashes on upload', 'Intranet shows certificate warning', 'Slow logon on virtual desktop',
  'Badge rejected at the loading dock', 'Phone greeting reset to default', 'Sales report missing late files', 'Git push fails with no space left',
  'Mail queue delays outgoing invoices', 'Replacement keyboard for reception', 'Backup job failed on FS01', 'Guest Wi-Fi blocks video calls',
  'Headset not recognised by softphone', 'Access point offline in warehouse',
];

export const TICKET_ROWS = SUBJECTS.map((subject, i) => ({
  ticket_number: `#TKT-${1001 + i}`,
  subject,
  status_id: pick(itemIds('statuses'), i),
  priority_id: pick(itemIds('priorities'), i * 3),
  requester_id: pick(REQUESTERS, i).id,
  ...(i % 4 === 3 ? {} : { assigned_id: pick(AGENTS, i).id }),
  ...(i % 8 === 7 ? {} : { team_id: pick(itemIds('teams'), i) }),
}) satisfies Ticket);
