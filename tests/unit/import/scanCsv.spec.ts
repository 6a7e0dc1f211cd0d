// The upload's scan of a CSV file (scanCsv.ts) must count what the parser reads (csvRecords.ts): the
// same records, the same header, the same unclosed quote, whatever the chunk size.
import { describe, expect, it } from 'vitest';
import { byteChunks, cellsOf, CHUNK_BYTES, csvRecords, isBlank, NotUtf8Error, UNCLOSED_QUOTE, type Newline } from '../../../server/import/csvRecords';
import { CsvScanner, type CsvScan } from '../../../server/import/scanCsv';
import { csvFiles } from './csvFiles';

const file = csvFiles();

/** The file scanned as an upload's chunks come, in chunks of `chunkBytes`. */
async function scanCsv(path: string, newline: Newline, chunkBytes = CHUNK_BYTES): Promise<CsvScan | 'irregular'> {
  const scanner = new CsvScanner(newline);
  for await (const chunk of byteChunks(path, chunkBytes)) scanner.push(chunk);
  return scanner.finish();
}

/** With a quote never closed, the upload is refused for it (or the header before it): nothing else counts. */
const refused = (scan: CsvScan): Partial<CsvScan> => (scan.unclosedAt ? { unclosedAt: scan.unclosedAt, header: scan.unclosedAt > 1 ? scan.header : undefined } : scan);

/** What the parser reads of the file, in the scan's terms. */
async function parsed(path: string, newline: Newline): Promise<Partial<CsvScan>> {
  const records = [];
  for await (const batch of csvRecords(path, newline)) records.push(...batch);
  const unclosed = records.find((record) => record.problem === UNCLOSED_QUOTE);
  if (unclosed) records.splice(records.indexOf(unclosed) + 1);
  return refused({
    header: records[0]?.cells.join('\u0000'),
    rows: Math.max(records.length - 1, 0),
    filled: records.slice(1).some((record) => record !== unclosed && !isBlank(record.cells)),
    ...(unclosed ? { unclosedAt: unclosed.row } : {}),
  });
}

/** The scan, its header cut into cells by the parser (as inspectCsv does). */
async function scanned(path: string, newline: Newline, chunkBytes: number): Promise<Partial<CsvScan> | 'irregular'> {
  const scan = await scanCsv(path, newline, chunkBytes);
  if (scan === 'irregular') return scan;
  return refused({ ...scan, header: scan.header === undefined ? undefined : cellsOf(scan.header, newline).join('\u0000') });
}

describe('scanCsv', () => {
  it('counts records, blank lines included, drops the BOM and keeps line breaks inside quotes', async () => {
    const path = file('\uFEFFName,Note\r\nA,"two\r\nlines"\r\n\r\nB,"say ""hi"""\r\n');
    expect(await scanCsv(path, '\r\n')).toEqual({ header: 'Name,Note', rows: 3, filled: true });
  });

  it('names the row of a quote never closed', async () => {
    expect(await scanCsv(file('a,b\n1,2\n"open,2\n3,4\n'), '\n')).toMatchObject({ header: 'a,b', unclosedAt: 3 });
  });

  it('says a file of blank rows has no data', async () => {
    expect(await scanCsv(file('a,b\n\n , \n"",""\n'), '\n')).toEqual({ header: 'a,b', rows: 3, filled: false });
  });

  it('leaves a closing quote followed by more text to the parser', async () => {
    expect(await scanCsv(file('a,b\n1,"bad "quote"\n'), '\n')).toBe('irregular');
  });

  it('refuses bytes that are no UTF-8, and a character cut short at the end', async () => {
    await expect(scanCsv(file(Buffer.from('h\nCaf\xe9\n', 'latin1')), '\n')).rejects.toBeInstanceOf(NotUtf8Error);
    await expect(scanCsv(file(Buffer.from([0x68, 0x0a, 0xe2, 0x82])), '\n')).rejects.toBeInstanceOf(NotUtf8Error);
  });

  // Random files of quoted and unquoted cells, a stray character here and there, read in chunks that
  // cut quotes, CRLFs and characters apart.
  const plain = ['', 'a', ' ', 'é', '😀', '\u00a0', 'x y', 'a"b'];
  const inQuotes = ['a', ',', '""', '\r\n', '\n', '\r', ' ', 'é'];
  const stray = ['"', '\r', '\n', ',', '""', '" ', '\r\n'];
  it.each([1, 2, 3, 64, 1 << 16])('reads what the parser reads, in chunks of %i bytes', async (chunkBytes) => {
    let seed = chunkBytes;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 16) % below;
    };
    const pick = (list: string[]) => list[random(list.length)];
    const cell = () => {
      const kind = random(8);
      if (kind < 3) return pick(plain);
      if (kind < 6) return `"${Array.from({ length: random(4) }, () => pick(inQuotes)).join('')}"`;
      if (kind < 7) return pick(stray);
      return `"${pick(plain)}`;
    };
    let regular = 0;
    for (let t = 0; t < 300; t++) {
      const newline = (['\n', '\r\n', '\r'] as const)[t % 3];
      const records = Array.from({ length: random(5) }, () => Array.from({ length: 1 + random(3) }, cell).join(','));
      const text = records.join(newline) + (random(2) ? newline : '');
      const path = file(`${t % 7 === 0 ? '\uFEFF' : ''}${text}`);
      const scan = await scanned(path, newline, chunkBytes);
      if (scan === 'irregular') continue;
      regular += 1;
      expect(scan, JSON.stringify({ text, newline })).toEqual(await parsed(path, newline));
    }
    expect(regular).toBeGreaterThan(150);
  });
});
