import Papa from 'papaparse';
import { Readable } from 'node:stream';
import { neutraliseCell, type CellValue } from './neutraliseCell';

/** Excel opens a UTF-8 CSV as UTF-8 only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

const csvLines = (rows: CellValue[][]) => `${Papa.unparse(rows.map((row) => row.map(neutraliseCell)), { newline: '\r\n' })}\r\n`;

/**
 * A CSV download as a stream: the header, then each batch as RFC 4180 lines (papaparse quotes what
 * needs quoting) with formula cells neutralised. The stream pulls the next batch only when the
 * client has taken the last one, so memory stays flat however many rows there are.
 */
export function csvStream(header: string[], batches: AsyncIterable<CellValue[][]>): Readable {
  return Readable.from((async function* lines() {
    yield BOM + csvLines([header]);
    for await (const rows of batches) yield csvLines(rows);
  })(), { objectMode: false });
}
