import type { ResourceFile } from '../kernel';

/**
 * Every resource file the app is built from (schemas/, or SCHEMAS_DIR through the @schemas alias);
 * meta/ holds the meta-schema, not a resource. Read here once, for the app and the hand-written
 * screens that pick their files by keyword (x-report, x-import, x-api.form.groups).
 */
export const resourceFiles: ResourceFile[] = Object.values(
  import.meta.glob<ResourceFile>('@schemas/*.json', { eager: true, import: 'default' }),
);
