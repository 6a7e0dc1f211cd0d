/* Generated from schemas/release.json by npm run gen:types. Do not edit. */

/**
 * Releases: the form (planned date range, assets gated by attach_asset), created on its own or from a change (change_id: the change's release link, in the save's transaction, then the release list after 3 s), the list with its filters and 'within last' date ranges, and the detail page: header strip, description modal, attachment, Planning (build-plan, test-plan), Associate (assets; changes, which hold at most one release each: the change's release link seen from the release) and More (edit, delete, mark completed) menus gated by release-action flags, and tabs for the activity log, planning, assets and changes, the last two while something is attached. Completing sets the Completed status (release_statuses item 5), which locks the release.
 */
export interface Release {
  id?: number;
  subject: string;
  identifier?: string;
  planned_start_date?: string;
  planned_end_date?: string;
  status_id: number;
  priority_id: number;
  release_type_id: number;
  owner_id?: number;
  location_id?: number;
  asset_ids?: number[];
  description: string;
  attachment?: string;
  completed_at?: string;
  created_at?: string;
  updated_at?: string;
}
