// npm run migrate:sqlite-to-postgres -- <sqlite file> <DATABASE_URL> [--replace]: copies an installation
// kept in SQLite into a PostgreSQL database, checks it, and says what it copied. Stop the server first.
import { CopyRefused, copyToPostgres } from '../server/database/copyToPostgres';
import { postgresDatabase } from '../server/database/postgresClient';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const [file, url] = args.filter((arg) => arg !== '--replace');
if (!file || !url) {
  console.error('Usage: npm run migrate:sqlite-to-postgres -- <sqlite file> <DATABASE_URL> [--replace]   (stop the server first)');
  process.exit(2);
}
const target = postgresDatabase(url);
const started = Date.now();
try {
  const figures = await copyToPostgres(file, target, { replace });
  const rows = figures.tables.reduce((sum, table) => sum + table.rows, 0);
  for (const table of figures.tables) console.log(`${table.name.padEnd(32)} ${String(table.rows).padStart(9)}`);
  console.log(`Copied ${rows} rows of ${figures.tables.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s; `
    + `every table's count and ${figures.sampled} sampled rows checked field by field.`);
  console.log('Start the server with DATABASE_URL set to this database; FILES_DIR must hold the installation\'s files.');
} catch (error) {
  console.error(`${error instanceof CopyRefused ? 'Refused' : 'Copy failed, nothing was kept'}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await target.close();
}
