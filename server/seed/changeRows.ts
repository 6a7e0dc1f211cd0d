/**
 * Demo changes: realistic subjects (the spec caps them at 50 characters) and HTML descriptions,
 * references spread over the seeded people and reference items by position, so the seed is the same
 * on every start. A few are closed after seeding through the close command, as an agent would.
 */
import type { Change } from '../../src/types';
import { REFERENCE_ITEMS } from './referenceItems';
import { itemIds, pick, USERS } from './seedPeople';

const CHANGES: Array<[string, string]> = [
  ['Upgrade core switches to IOS XE 17.9', 'Replace the firmware on both core switches in the London data room during the Sunday window.'],
  ['Migrate mail to the new Exchange cluster', 'Move all mailboxes from EX2016 to the new cluster in four waves, one department at a time.'],
  ['Patch hypervisors for the March CVEs', 'Apply the vendor patches to all ESXi hosts, evacuating each host before it reboots.'],
  ['Raise VPN re-key interval to 8 hours', 'Change the IKE lifetime on the VPN concentrator so remote sessions are not cut every hour.'],
  ['Add log volume to DB01', 'Attach a 200 GB volume for transaction logs and move the log files during the weekend.'],
  ['Roll out BIOS 1.18 to Latitude laptops', 'Suspend BitLocker before the update so laptops do not ask for the recovery key.'],
  ['Replace meeting room access points', 'Swap the eight access points in rooms A to D for Wi-Fi 6E models with more capacity.'],
  ['Renew the intranet TLS certificate', 'Install the renewed certificate with its full chain on both load balancers.'],
  ['Enable TLS on the scanner mail relay', 'Configure the multifunction devices to use the authenticated relay on port 587.'],
  ['Move file server backups to new storage', 'Point the FS01 backup job at the new repository and run a full backup first.'],
  ['Open UDP 3478-3481 on the guest network', 'Allow the Teams media ports on the guest firewall policy so calls stop dropping.'],
  ['Add a second mail transport for resets', 'Send password reset e-mails through a dedicated transport that bypasses the bulk queue.'],
  ['Schedule stock count job after hours', 'Move the ERP stock count batch to 22:00 so warehouse screens stay responsive.'],
  ['Upgrade the CRM connector to 5.2', 'The new connector compares e-mail addresses case-insensitively and stops duplicates.'],
  ['Increase firewall idle timeout for DB', 'Raise the idle timeout for the database service to four hours for batch jobs.'],
  ['Exclude build folders from AV scans', 'Add the build output folders to the antivirus exclusions on the build servers.'],
  ['Point branch servers to the new NTP pool', 'Reconfigure the Singapore servers to use the regional NTP pool to stop time drift.'],
  ['Scale the web shop checkout service', 'Add two checkout instances behind the load balancer before the spring sale.'],
  ['Change HR sync to run at 05:00', 'Run the badge synchronisation after the door readers finish their nightly refresh.'],
  ['Retry offline clients in deployments', 'Let the deployment tool retry packages on machines that come back online.'],
  ['Replace the Berlin edge router', 'Swap the edge router that reboots twice a week for the spare unit from stock.'],
  ['Add department groups to onboarding', 'Create department group memberships from the HR start record, not the first login.'],
  ['Increase inodes on the Git server', 'Recreate the Git data volume with more inodes and restore the repositories.'],
  ['Upgrade the CAD license server', 'Install license server 11.19, which fixes seats that are never released.'],
  ['Replace swollen laptop batteries', 'Order and fit new batteries for the affected 2024 laptops, oldest first.'],
  ['Extend camera recording storage', 'Add two disks to the camera NVR so recordings of the loading dock are kept for 30 days.'],
];

const RISKS: Array<NonNullable<Change['risk']>> = ['Low', 'Medium', 'High'];

const STEPS = ['Rollback: restore the previous configuration from the backup taken before the change.',
  'Rollback: revert to the previous version and restart the service.',
  'Rollback: switch traffic back to the old system; it stays on standby for a week.'];

/** Positions (0-based) of the demo changes closed after seeding; never the first, which tests edit. */
export const CLOSED_CHANGES = [4, 9, 16, 22];
const CLOSED_STATUS = REFERENCE_ITEMS.change_statuses.indexOf('Closed') + 1;

const description = (text: string, i: number) =>
  `<p>${text}</p><p><strong>${pick(STEPS, i)}</strong></p>${i % 4 === 0 ? '<ul><li>Needs a maintenance window</li><li>Users informed one week ahead</li></ul>' : ''}`;

/** A day of 2026 for the i-th change's planned window: spread over the year by position. */
const plannedDay = (i: number) => `2026-${String((i % 12) + 1).padStart(2, '0')}-${String(10 + (i % 15)).padStart(2, '0')}`;

/** The demo changes, each a change of change.json (src/types). */
export const CHANGE_ROWS = CHANGES.map(([subject, text], i) => ({
  subject,
  identifier: i % 5 === 4 ? '' : `CHN-${String(i + 1).padStart(4, '0')}`,
  description: description(text, i),
  requester_id: pick(USERS, i * 5 + 3).id,
  // A closed change keeps its status from the close command, not from the seed.
  status_id: pick(itemIds('change_statuses').filter((id) => id !== CLOSED_STATUS), i),
  change_type_id: pick(itemIds('change_types'), i),
  priority_id: pick(itemIds('change_priorities'), i * 3),
  ...(i % 3 === 2 ? {} : { impact_id: pick(itemIds('impacts'), i) }),
  ...(i % 4 === 3 ? {} : { location_id: pick(itemIds('locations'), i) }),
  department_id: pick(itemIds('departments'), i * 2),
  ...(i % 6 === 5 ? {} : { team_id: pick(itemIds('teams'), i) }),
  // The Risk custom field (x-custom): most changes have one, a few were saved before it existed.
  ...(i % 7 === 6 ? {} : { risk: pick(RISKS, i) }),
  // An evening window on most changes; a few are not scheduled yet (their approvers read '---').
  ...(i % 5 === 3 ? {} : { planned_start_date: `${plannedDay(i)} 20:00:00`, planned_end_date: `${plannedDay(i)} 23:30:00` }),
}) satisfies Change);
