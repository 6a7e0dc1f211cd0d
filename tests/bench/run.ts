// npm run bench: prints the figures the issues ask for. Not a test: nothing here passes or fails.
import { execFileSync } from 'node:child_process';
import { measureInitialBundle } from './initialBundle';
import { benchListEndpoint } from './listEndpoint';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
const bundle = measureInitialBundle();
console.log('\nInitial JavaScript of the agent panel (entry + modulepreload, gzip -9):');
for (const f of bundle.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw  ${kb(f.gzip).padStart(10)} gzip`);
console.log(`  total ${kb(bundle.totalGzip)} gzip (goal <= 350 KB)`);

const list = await benchListEndpoint();
console.log(`\nList endpoint on ${list.rows.toLocaleString('en')} rows, filter + sort + search, ${list.requests} requests:`);
console.log(`  endpoint   p50 ${ms(list.p50)}  p95 ${ms(list.p95)}`);
console.log(`  direct SQL p50 ${ms(list.sqlP50)}  p95 ${ms(list.sqlP95)}`);
console.log(`  ratio (endpoint p50 / SQL p50) ${list.ratio.toFixed(2)}x (goal <= 1.5x)`);
