// npm run bench: prints the figures the issues ask for. Not a test: nothing here passes or fails.
import { execFileSync } from 'node:child_process';
import { measureInitialBundle } from './initialBundle';
import { benchListEndpoint, type ListFigures } from './listEndpoint';
import { PROBLEMS, VENDORS } from './lists';
import { benchShowPage } from './showPage';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
const bundle = measureInitialBundle();
console.log('\nInitial JavaScript of the agent panel (entry + modulepreload, gzip -9):');
for (const f of bundle.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw  ${kb(f.gzip).padStart(10)} gzip`);
console.log(`  total ${kb(bundle.totalGzip)} gzip (goal <= 350 KB)`);

const printList = (title: string, list: ListFigures, goal?: string) => {
  console.log(`\n${title}: ${list.rows.toLocaleString('en')} rows, ${list.requests} requests:`);
  console.log(`  endpoint   p50 ${ms(list.p50)}  p95 ${ms(list.p95)}`);
  console.log(`  direct SQL p50 ${ms(list.sqlP50)}  p95 ${ms(list.sqlP95)}`);
  console.log(`  ratio (endpoint p50 / SQL p50) ${list.ratio.toFixed(2)}x${goal ? ` (goal ${goal})` : ''}`);
};
printList('Vendor list, filter + sort + search', await benchListEndpoint(VENDORS), '<= 1.5x');
// The problem rows also read seven references, their links and flags: the issue asks for its p95 alone.
printList('Problem list, three filters (department, status, priority) + sort', await benchListEndpoint(PROBLEMS));

const show = await benchShowPage('/service-desk/problem/2/show', ['h1', 'text=created this problem']);
console.log('\nProblem show page in Chromium, navigation to record + menus + activity rendered:');
console.log(`  loads ${show.loads.map((t) => `${t} ms`).join(', ')}; median ${show.median} ms`);
