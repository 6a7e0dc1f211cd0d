/**
 * FILES_DIR, the folder attachments and uploaded import files are kept in (shared storage when several
 * server machines share the database); unset, the data folder, where installations always kept them.
 */
export const filesDirSetting = (raw: string | undefined, dataDir: string) => raw?.trim() || dataDir;
