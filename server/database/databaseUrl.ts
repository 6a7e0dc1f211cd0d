/**
 * DATABASE_URL: the PostgreSQL database the server uses (postgres://user:password@host:port/name).
 * Unset, the server keeps its SQLite file in DATA_DIR. Anything else is refused at start.
 */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.DATABASE_URL?.trim();
  if (!value) return undefined;
  let scheme: string;
  try {
    scheme = new URL(value).protocol;
  } catch {
    throw new Error('DATABASE_URL: must be a URL, as postgres://user:password@host:5432/service_desk');
  }
  if (scheme !== 'postgres:' && scheme !== 'postgresql:') {
    throw new Error(`DATABASE_URL: must be a postgres:// URL, not ${scheme}//`);
  }
  return value;
}
