// npm run backup -- <file>: a consistent copy of the database in DATA_DIR (./data) into <file> and of
// its attachments (in FILES_DIR, DATA_DIR by default) into <file>.attachments/, while the server runs.
import { backupData } from '../server/backup';
import { filesDirSetting } from '../server/files/filesDirSetting';
import { dataDirCommand } from './dataDirCommand';
import { sqliteDataOnly } from './sqliteDataOnly';

sqliteDataOnly('Backup refused', 'Back PostgreSQL up with its own tools: pg_dump "$DATABASE_URL" --format=custom --file=<file> for a copy, or pg_basebackup with WAL archiving to restore to any moment; copy FILES_DIR beside it.');

await dataDirCommand('Usage: npm run backup -- <file>   (DATA_DIR names the data folder, ./data by default)', 'Backup failed', async (file, dataDir) => {
  const { pages, attachments } = await backupData(dataDir, file, filesDirSetting(process.env.FILES_DIR, dataDir));
  return `Backed up ${dataDir} to ${file} (${pages} pages)${attachments ? ` and ${file}.attachments/` : ''}.`;
});
