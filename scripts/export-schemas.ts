// npm run schemas:export -- <dir>: the current model version of the database in DATA_DIR (./data) as
// resource files under <dir>, the layout of schemas/ (see server/model/exportModel.ts).
import { exportModel } from '../server/model/exportModel';
import { dataDirCommand } from './dataDirCommand';

await dataDirCommand('Usage: npm run schemas:export -- <dir>   (DATA_DIR names the data folder, ./data by default)', 'Export failed', async (dir, dataDir) => {
  const { number, written, removed } = await exportModel(dataDir, dir);
  return `Version ${number} of the model written to ${dir}: ${written.length} files${removed.length ? `; removed ${removed.join(', ')}` : ''}.`;
});
