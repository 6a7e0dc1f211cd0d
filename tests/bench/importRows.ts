// The rows of the import bench: one generator for the CSV (names, as people write them) and for the
// raw insert beside it (the same rows as ids), so both write exactly the same data.
export const IMPORT_HEADER = ['Identifier', 'Name', 'Asset type', 'Status', 'Department', 'Location', 'Organization',
  'Impact', 'Managed by', 'Used by', 'Description', 'Assigned on'];

const TYPES = ['Laptop', 'Desktop', 'Server', 'Monitor', 'Printer', 'Mobile phone', 'Router', 'Switch'];
const STATUSES = ['In use', 'In store', 'Under repair', 'Retired'];
const DEPARTMENTS = ['Finance', 'Human Resources', 'IT Operations', 'Marketing', 'Sales', 'Legal', 'Facilities', 'Customer Support'];
const LOCATIONS = ['Berlin Office', 'London HQ', 'New York Office', 'Singapore Hub', 'Remote', 'Data Center Frankfurt'];
const ORGANIZATIONS = ['Acme Corporation', 'Globex Industries', 'Initech', 'Umbrella Health', 'Stark Logistics'];
const IMPACTS = ['Low', 'Medium', 'High'];
const MANAGERS = ['Alan Agent', 'Ada Admin'];
const USERS = ['user@example.com', 'Uma User'];

/** The cells of row i (0-based), about 200 bytes once written as CSV. */
export function importCells(i: number): string[] {
  const pick = (list: string[], salt = 0) => list[(i * 7 + salt) % list.length];
  const day = String(1 + (i % 28)).padStart(2, '0');
  return [
    `BENCH-${String(i).padStart(6, '0')}`,
    `${pick(TYPES)} ${i} for ${pick(DEPARTMENTS, 3)}`,
    pick(TYPES), pick(STATUSES, 1), pick(DEPARTMENTS, 3), pick(LOCATIONS, 2), pick(ORGANIZATIONS, 4), pick(IMPACTS, 5),
    pick(MANAGERS, 6), pick(USERS, 7),
    `<p>Bench asset ${i}, bought for the ${pick(DEPARTMENTS, 3)} team; serial SN-${(i * 7919) % 1_000_003}.</p>`,
    `2026-02-${day} 09:30`,
  ];
}

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The bench CSV: header and `rows` rows, CRLF as spreadsheets write it. */
export function importCsv(rows: number): Buffer {
  const lines = [IMPORT_HEADER.join(',')];
  for (let i = 0; i < rows; i++) lines.push(importCells(i).map(quoted).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}
