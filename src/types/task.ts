/* Generated from schemas/task.json by npm run gen:types. Do not edit. */

/**
 * Tasks of the help desk's task module, read-only here: a change lists the tasks linked to it and detaches them. The task list and record endpoints are the reference server's own; the spec names only the change's calls. Demo tasks are seeded whole, dates included.
 */
export interface Task {
  id?: number;
  task_name?: string;
  task_start_date?: string;
  task_end_date?: string;
  user_ids?: number[];
  team_ids?: number[];
  assigned_id?: number;
  created_at?: string;
}
