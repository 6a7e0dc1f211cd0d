// npm run restore -- <file>: puts a backup made by npm run backup back into DATA_DIR (./data), its attachments
// into FILES_DIR (DATA_DIR by default).
// Stop the server first (it refuses while any process of one uses DATA_DIR); start it again afterwards.
import { restoreData } from '../server/backup';
import { filesDirSetting } from '../server/files/filesDirSetting';
import { dataDirCommand } from './dataDirCommand';
import { sqliteDataOnly } from './sqliteDataOnly';

sqliteDataOnly('Restore refused', 'Restore PostgreSQL with its own tools: pg_restore --clean --dbname="$DATABASE_URL" <file> for a pg_dump copy; put FILES_DIR back beside it.');

await dataDirCommand('Usage: npm run restore -- <file>   (stop the server first; DATA_DIR names the data folder, ./data by default)', 'Restore failed', (file, dataDir) => {
  restoreData(file, dataDir, filesDirSetting(process.env.FILES_DIR, dataDir));
  return `Restored ${file} into ${dataDir}. Start the server again.`;
});
