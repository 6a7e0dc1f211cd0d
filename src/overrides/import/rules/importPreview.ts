/**
 * One row of an import's dry run, as the server answers it and the mapping step shows it: what
 * importing the row would do, before anything is written.
 */
export interface PreviewRow {
  row: number;
  action: 'create' | 'update' | 'unchanged' | 'reject';
  /** create: what the new record holds. */
  values: Array<{ field: string; value: string }>;
  /** update: what changes, old → new. */
  changes: Array<{ field: string; old: string; new: string }>;
  problems: Array<{ kind: 'failed' | 'warning'; field: string; comment: string }>;
}
