// The kernel is one folder with one entry point: code outside it imports src/kernel (a part loaded
// lazily may name the one module it loads), and the kernel imports nothing of the app around it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const KERNEL = join(ROOT, 'src', 'kernel');
// Static imports and re-exports with a relative specifier; dynamic import() is not matched.
const STATIC = /^\s*(?:import|export)\b[^'"();]*?from\s*'(\.[^']*)'/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(STATIC)].map((match) => resolve(dirname(file), match[1]));

it('is imported from its entry point everywhere outside it', () => {
  const deep = ['src', 'server', 'scripts', 'tests'].flatMap((folder) => sourceFiles(join(ROOT, folder)))
    .filter((file) => !file.startsWith(`${KERNEL}/`))
    .flatMap((file) => importsOf(file).filter((target) => target.startsWith(`${KERNEL}/`)).map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`));
  expect(deep).toEqual([]);
});

it('imports nothing of the app around it', () => {
  const outside = sourceFiles(KERNEL)
    .flatMap((file) => importsOf(file).filter((target) => !target.startsWith(`${KERNEL}/`) && target !== KERNEL).map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`));
  expect(outside).toEqual([]);
});
