/* Generated from schemas/release.json by npm run gen:types. Do not edit. */

/**
 * A first version of releases, read-only: the fields the change view's releases tab shows (problems-and-changes §2, §3) and the list and record of contracts-releases-products-vendors §2, §7. A change holds at most one release (change.json x-links release). A release holds assets (x-links assets, attached from the asset page through its inverse link; the list filters them by asset_ids); the release's own attach-assets and detach-asset calls come with the releases issue. The form, planning, assets, completion and the release's own tabs come with the releases issue; until then the demo releases are seeded whole, dates included.
 */
export interface Release {
  id?: number;
  identifier?: string;
  subject?: string;
  status_id?: number;
  priority_id?: number;
  release_type_id?: number;
  location_id?: number;
  planned_start_date?: string;
  planned_end_date?: string;
  description?: string;
  created_at?: string;
  updated_at?: string;
}
