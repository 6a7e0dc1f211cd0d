// npm run backup -- <file>: a consistent copy of the database in DATA_DIR (./data) into <file> and of
// its attachments into <file>.attachments/, while the server runs.
import { backupData } from '../server/backup';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run backup -- <file>   (DATA_DIR names the data folder, ./data by default)');
  process.exit(2);
}
const dataDir = process.env.DATA_DIR ?? './data';
try {
  const { pages, attachments } = await backupData(dataDir, file);
  console.log(`Backed up ${dataDir} to ${file} (${pages} pages)${attachments ? ` and ${file}.attachments/` : ''}.`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
