/**
 * Demo problems: realistic subjects and HTML descriptions, references spread over the seeded users
 * and reference items by position, so the seed is the same on every start. A few are closed after
 * seeding through the close command, which sets their lock (active) and their Closed status: a save
 * can set neither.
 */
import type { Problem } from '../../src/types';
import { REFERENCE_ITEMS } from './referenceItems';
import { AGENTS, itemIds, pick, USERS } from './seedPeople';

const PROBLEMS: Array<[string, string]> = [
  ['Recurring VPN disconnects every hour', 'Remote staff lose the VPN tunnel roughly every 60 minutes; re-keying on the concentrator is suspected.'],
  ['Mail server queue backlog after 9 am', 'Outbound mail queues grow to several thousand messages each morning and drain only by noon.'],
  ['Intermittent SAN latency spikes', 'Storage latency on the primary SAN rises above 40 ms several times a day, slowing the ERP database.'],
  ['Printers drop off the network on floor 3', 'All printers on the third floor lose their DHCP lease after the nightly switch reboot.'],
  ['Payroll report times out at month end', 'The payroll summary report exceeds the 30 minute limit on the last working day of each month.'],
  ['Laptops fail BitLocker recovery after update', 'Several Dell Latitude laptops ask for the recovery key after the latest BIOS update.'],
  ['Wi-Fi slow in meeting rooms', 'Throughput in meeting rooms A to D falls below 5 Mbit/s when more than ten people join a call.'],
  ['Single sign-on loops for Safari users', 'Users on Safari are redirected between the portal and the identity provider without logging in.'],
  ['CRM sync duplicates contacts', 'The nightly CRM to ERP synchronisation creates duplicate contacts when the e-mail has upper case letters.'],
  ['Backup job for file server fails nightly', 'The incremental backup of FS01 stops with a snapshot error on most nights since the storage migration.'],
  ['Teams calls drop on the guest network', 'Calls on the guest Wi-Fi disconnect after about two minutes; UDP ports may be blocked.'],
  ['Password reset e-mails arrive late', 'Self-service password reset e-mails take up to 40 minutes to arrive.'],
  ['ERP screens freeze during stock counts', 'Warehouse staff report frozen ERP screens whenever the stock count job runs.'],
  ['Disk space alerts on DB01 every week', 'Transaction logs on DB01 fill the log volume each weekend before the log backup runs.'],
  ['Expense app crashes on receipt upload', 'The mobile expense app closes when a photo larger than 10 MB is attached.'],
  ['Scanner to e-mail stopped working', 'Multifunction devices cannot send scans since the mail relay started requiring TLS.'],
  ['Shared calendar permissions revert', 'Delegated calendar permissions for assistants are reset after each mailbox move.'],
  ['Slow logon on virtual desktops', 'Logons to the virtual desktop pool take more than three minutes on Monday mornings.'],
  ['Certificate expiry breaks intranet', 'The intranet showed certificate warnings after an intermediate certificate expired unnoticed.'],
  ['Duplicate tickets from the mail channel', 'Replies to notifications sometimes open a new ticket instead of updating the existing one.'],
  ['Monitor flicker with USB-C docks', 'External monitors flicker on the new USB-C docks until the laptop is restarted.'],
  ['Firewall drops long database sessions', 'Idle database sessions through the firewall are cut after 30 minutes, breaking batch jobs.'],
  ['Antivirus scan slows build servers', 'Full scans on the build servers double build times between 1 pm and 3 pm.'],
  ['Time drift on branch office servers', 'Servers in the Singapore hub drift by several minutes, breaking Kerberos logons.'],
  ['Web shop checkout errors under load', 'The checkout page returns HTTP 502 when more than 200 orders are placed per minute.'],
  ['Access badges rejected after sync', 'Door readers reject valid badges for about an hour after the nightly HR synchronisation.'],
  ['Software deployment stalls at 80%', 'Package deployments stall at 80 percent on machines that were offline during the rollout.'],
  ['Phone system loses voicemail greetings', 'Personal voicemail greetings are replaced by the default after the phone system restarts.'],
  ['Data warehouse load misses late files', 'Sales files delivered after 2 am are not picked up by the nightly data warehouse load.'],
  ['Print queue stuck for large PDF files', 'PDF files larger than 50 pages stay in the print queue until the spooler is restarted.'],
  ['Outlook search returns no results', 'Search in Outlook returns nothing for mail older than three months on cached mailboxes.'],
  ['API gateway rate limits internal apps', 'Internal services hit the public rate limit of the API gateway during the morning peak.'],
  ['Router reboots in the Berlin office', 'The edge router in the Berlin office reboots about twice a week without a clear log entry.'],
  ['Onboarding accounts created without groups', 'New accounts miss their department groups when HR enters the start date late.'],
  ['HR portal shows wrong leave balance', 'Leave balances in the HR portal lag one day behind the payroll system.'],
  ['Video wall goes blank at night', 'The operations video wall turns off at 2 am and needs a manual restart of its controller.'],
  ['Git server runs out of inodes', 'The Git server reports no space left although the disk is only 60 percent full.'],
  ['Laptop batteries swell after 18 months', 'Several laptops from the 2024 batch show swollen batteries and lifted touchpads.'],
  ['License server denies CAD seats', 'The CAD license server refuses seats although the dashboard shows licences free.'],
  ['Door cameras lose recordings', 'Recordings of the loading dock cameras have gaps of several hours each week.'],
];

const NEXT_STEPS = ['Collect logs from the affected systems.', 'Compare the configuration with a working site.',
  'Open a case with the vendor.', 'Schedule a maintenance window to test the fix.'];

const ids = itemIds;

/** Positions (0-based) of the demo problems that are closed after seeding; never the first, which tests edit. */
export const CLOSED_PROBLEMS = [7, 15, 23, 31, 36];
const CLOSED_STATUS = REFERENCE_ITEMS.statuses.findIndex((status) => typeof status !== 'string' && status.name === 'Closed') + 1;

const description = (text: string, i: number) =>
  `<p>${text}</p><p><strong>Next step:</strong> ${pick(NEXT_STEPS, i)}</p>${i % 3 === 0 ? '<ul><li>Seen in several tickets</li><li>Workaround: restart the service</li></ul>' : ''}`;

/** The demo problems, each a problem of problem.json (src/types). */
export const PROBLEM_ROWS = PROBLEMS.map(([subject, text], i) => ({
  subject,
  identifier: i % 4 === 3 ? '' : `PRB-${String(i + 1).padStart(4, '0')}`,
  description: description(text, i),
  requester_id: pick(USERS, i * 7).id,
  department_id: pick(ids('departments'), i),
  impact_id: pick(ids('impacts'), i),
  // Closed is the close command's to set (it closes CLOSED_PROBLEMS after seeding).
  status_type_id: pick(ids('statuses').filter((id) => id !== CLOSED_STATUS), i),
  priority_id: pick(ids('priorities'), i * 3),
  ...(i % 5 === 4 ? {} : { location_id: pick(ids('locations'), i) }),
  ...(i % 6 === 5 ? {} : { assigned_id: pick(AGENTS, i).id }),
}) satisfies Problem);
