// @vitest-environment jsdom
// A dropdown's options are named by their label cut to 40 characters, the whole on hover.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { cutOption } from '../../../src/engine/views/cutOption';

afterEach(cleanup);

it('cuts a long label at 40 characters, keeping the whole as the title and the name', () => {
  const long = 'Replace the badge readers of the second floor east wing';
  render(<ul>{cutOption({ key: 1 }, { id: 1, name: long })}{cutOption({ key: 2 }, { id: 2, name: 'Laptop' })}{cutOption({ key: 3 }, 'ada@example.com')}</ul>);
  const cut = screen.getByRole('listitem', { name: long });
  expect(cut.textContent).toBe(`${long.slice(0, 40)}…`);
  expect(cut.getAttribute('title')).toBe(long);
  const short = screen.getByText('Laptop');
  expect(short.getAttribute('title')).toBeNull();
  expect(screen.getByText('ada@example.com')).toBeTruthy();
});

it('is the option renderer of every dropdown in the app (each Autocomplete names it)', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const root = join(import.meta.dirname, '..', '..', '..', 'src');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.tsx'));
  const dropdowns = files.filter((file) => readFileSync(join(root, file), 'utf8').includes('<Autocomplete'));
  expect(dropdowns.length).toBeGreaterThan(5);
  expect(dropdowns.filter((file) => !readFileSync(join(root, file), 'utf8').includes('renderOption={cutOption}'))).toEqual([]);
});
