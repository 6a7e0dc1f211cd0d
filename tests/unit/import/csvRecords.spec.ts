import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRecords, detectNewline, NotUtf8Error, recordRuns, recordsAt, type Newline } from '../../../server/import/csvRecords';
import { csvFiles } from './csvFiles';

const file = csvFiles();

async function read(path: string, newline: Newline, options: Parameters<typeof csvRecords>[2] = {}) {
  const out = [];
  for await (const batch of csvRecords(path, newline, options)) out.push(...batch);
  return out;
}

describe('detectNewline', () => {
  it.each([['a,b\r\n1,2', '\r\n'], ['a,b\n1,2', '\n'], ['a,b\r1,2', '\r'], ['"x\r\ny",b\n1', '\n'], ['a,b', '\n']] as const)('%j → %j', (text, newline) => {
    expect(detectNewline(text)).toBe(newline);
  });
});

describe('csvRecords', () => {
  it('numbers rows as a spreadsheet does, drops the BOM and keeps line breaks inside quotes', async () => {
    const records = await read(file('\uFEFFName,Note\r\nA,"two\r\nlines"\r\n\r\nB,"say ""hi"""\r\n'), '\r\n');
    expect(records).toEqual([
      { row: 1, cells: ['Name', 'Note'] },
      { row: 2, cells: ['A', 'two\r\nlines'] },
      { row: 3, cells: [''] },
      { row: 4, cells: ['B', 'say "hi"'] },
    ]);
  });

  it('names a quote problem on its row', async () => {
    const records = await read(file('a,b\n1,"bad "quote"\n"open,2\n3,4\n'), '\n');
    expect(records[1].problem).toBe('A quoted value has a stray quote in it (a quote inside quotes is written "").');
    expect(records[2]).toMatchObject({ row: 3, problem: 'A quoted value is never closed, so the rest of the file cannot be read.' });
  });

  it('skips the data records a resumed import has done, keeping the header', async () => {
    const records = await read(file('h\n1\n2\n3\n4\n'), '\n', { skip: 2 });
    expect(records.map((record) => [record.row, record.cells[0]])).toEqual([[1, 'h'], [4, '3'], [5, '4']]);
  });

  it('refuses bytes that are no UTF-8', async () => {
    await expect(read(file(Buffer.from('h\nCaf\xe9\n', 'latin1')), '\n')).rejects.toBeInstanceOf(NotUtf8Error);
  });

  // Values that span chunks (quotes, CRLF, multi-byte characters) read the same whatever the chunk size.
  const pieces = ['a', 'b c', '"q,1"', '"multi\r\nline"', '"he said ""hi"""', '', 'é€😀', '"x\ny"'];
  it.each([1, 2, 3, 7, 64])('reads the same in chunks of %i bytes as papaparse reads the whole text', async (chunkBytes) => {
    for (let t = 0; t < 60; t++) {
      const newline = (['\n', '\r\n', '\r'] as const)[t % 3];
      const rows = Array.from({ length: 1 + (t % 5) }, (_, r) => [0, 1, 2].map((c) => pieces[(t * 7 + r * 3 + c) % pieces.length]).join(','));
      const text = `h1,h2,h3${newline}${rows.join(newline)}${t % 2 ? newline : ''}`;
      const whole = Papa.parse<string[]>(text, { newline, delimiter: ',' }).data;
      if (t % 2) whole.pop(); // papaparse reads a last line break as one more, empty record
      const records = await read(file(text), detectNewline(text), { chunkBytes, batch: 2 });
      expect(records.map((record) => record.cells), text).toEqual(whole);
    }
  });

  // An import keeps a run's place rather than its records, and reads a batch again from there when it
  // must write it row by row: from every place, the file must read as it did the first time.
  it.each([1, 2, 5, 64, 1 << 16])('reads each run again from its place, in chunks of %i bytes', async (chunkBytes) => {
    for (const [text, newline] of [
      ['\uFEFFh1,h2\r\né€,"multi\r\nline"\r\n\r\n😀,"say ""hi"""\r\nlast,x\r\n', '\r\n'],
      [`h1,h2\n${Array.from({ length: 40 }, (_, i) => `${pieces[i % pieces.length]},${i}`).join('\n')}`, '\n'],
    ] as const) {
      const path = file(text);
      const whole = await read(path, newline);
      let runs = 0;
      for await (const run of recordRuns(path, newline, { chunkBytes, batch: 3 })) {
        runs += 1;
        expect(run.place.row).toBeLessThanOrEqual(run.records[0].row);
        expect(await recordsAt(path, newline, run.place, run.records[0].row, run.records.length)).toEqual(run.records);
        const rest = [];
        for await (const records of csvRecords(path, newline, { from: run.place })) rest.push(...records);
        expect(rest).toEqual(whole.filter((record) => record.row >= run.place.row));
      }
      expect(runs).toBeGreaterThanOrEqual(Math.ceil(whole.length / 3));
    }
  });
});
