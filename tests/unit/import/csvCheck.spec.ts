// The upload's check (CsvCheck) sees the file in whatever chunks the upload's stream brings: the
// shape it answers, and the sentence it refuses a file with, must not depend on where they are cut.
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from '../../../server/import/csvRecords';
import { CsvCheck, type CsvShape } from '../../../server/import/inspectCsv';
import { csvFiles } from './csvFiles';

const file = csvFiles();

/** The check of the content pushed in chunks of `size` bytes (the file at the path only read again when the scan cannot tell). */
async function checked(content: Buffer, size: number): Promise<CsvShape> {
  const check = new CsvCheck();
  for (let at = 0; at < content.length; at += size) check.push(content.subarray(at, at + size));
  return check.shape(file(content));
}

/** What the check answers or refuses with, for each way of cutting the content. */
async function outcomes(content: Buffer): Promise<unknown[]> {
  return Promise.all([1, 7, 4096, CHUNK_BYTES, content.length || 1].map((size) => checked(content, size).catch((error: Error) => error.message)));
}

/** A CRLF file of more than the opening bytes, a three-byte character cut by their end. */
function longFile(): Buffer {
  const head = Buffer.from('Name,Note\r\n');
  const rows: Buffer[] = [head];
  let length = head.length;
  for (let i = 0; length < CHUNK_BYTES - 4; i++) {
    const row = Buffer.from(`Row ${i},"two\r\nlines"\r\n`);
    rows.push(row);
    length += row.length;
  }
  // The euro sign's three bytes start one byte before the opening's end.
  const filler = Buffer.from(`z,${'x'.repeat(CHUNK_BYTES - length - 3)}€,y\r\nlast,"done"\r\n`);
  return Buffer.concat([...rows, filler]);
}

describe('CsvCheck', () => {
  it('answers the same shape however the upload cuts the file, past the opening bytes too', async () => {
    const content = longFile();
    expect(content.indexOf('€')).toBeLessThan(CHUNK_BYTES);
    expect(content.indexOf('€') + 3).toBeGreaterThan(CHUNK_BYTES);
    const shapes = await outcomes(content);
    expect(shapes[0]).toMatchObject({ headers: ['Name', 'Note'], newline: '\r\n' });
    expect((shapes[0] as CsvShape).rows).toBeGreaterThan(10_000);
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
  });

  it('refuses UTF-16 and bytes that are no UTF-8 with their own sentences, however cut', async () => {
    const utf16 = await outcomes(Buffer.from('\uFEFFName,Asset type\nA,Laptop\n', 'utf16le'));
    expect(new Set(utf16)).toEqual(new Set(['The file is UTF-16 text (or not text at all). Save it as "CSV UTF-8 (comma delimited)" and upload it again.']));
    const late = Buffer.concat([longFile(), Buffer.from('Caf\xe9,x\r\n', 'latin1')]);
    expect(new Set(await outcomes(late))).toEqual(new Set(['The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and upload it again.']));
  });

  it('reads a file the scan cannot tell with the parser, and refuses an empty one', async () => {
    const irregular = await outcomes(Buffer.from('a,b\n1,"bad "quote"\n2,x\n'));
    expect(new Set(irregular.map((shape) => JSON.stringify(shape)))).toEqual(new Set([JSON.stringify({ headers: ['a', 'b'], newline: '\n', rows: 2 })]));
    expect(await checked(Buffer.alloc(0), 1).catch((error: Error) => error.message)).toBe('The file is empty.');
  });
});
