/**
 * Demo tasks of the help desk's task module (read-only here, seeded whole): the work steps of the
 * demo changes, each with agents, teams and one agent it is assigned to. linkRows links them to changes.
 */
import type { Task } from '../../src/types';
import { AGENTS, itemIds, pick } from './seedPeople';

const TASKS = ['Take a configuration backup', 'Announce the maintenance window', 'Run the change in the test environment',
  'Apply the change', 'Verify monitoring after the change', 'Update the runbook', 'Confirm with the requester',
  'Prepare the rollback package', 'Book the maintenance window', 'Check vendor release notes', 'Schedule on-call cover',
  'Collect sign-off from the service owner', 'Update the CMDB', 'Inform the service desk', 'Close the maintenance window',
  'Review the change afterwards'];

const day = (i: number) => String((i % 27) + 1).padStart(2, '0');

export const TASK_ROWS = TASKS.map((task_name, i) => ({
  task_name,
  task_start_date: `2025-0${(i % 6) + 1}-${day(i)} 09:00:00`,
  task_end_date: `2025-0${(i % 6) + 1}-${day(i)} ${i % 2 ? '17:30:00' : '12:00:00'}`,
  user_ids: [pick(AGENTS, i).id, pick(AGENTS, i + 2).id].filter((id, n, all) => all.indexOf(id) === n),
  team_ids: i % 3 === 2 ? [] : [pick(itemIds('teams'), i)],
  assigned_id: pick(AGENTS, i + 1).id,
}) satisfies Task);
