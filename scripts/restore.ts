// npm run restore -- <file>: puts a backup made by npm run backup back into DATA_DIR (./data).
// Stop the server first; start it again afterwards.
import { restoreData } from '../server/backup';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run restore -- <file>   (stop the server first; DATA_DIR names the data folder, ./data by default)');
  process.exit(2);
}
const dataDir = process.env.DATA_DIR ?? './data';
try {
  restoreData(file, dataDir);
  console.log(`Restored ${file} into ${dataDir}. Start the server again.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
