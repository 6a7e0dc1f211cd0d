import { createRequire } from 'node:module';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { neutraliseCell, type CellValue } from './neutraliseCell';

// exceljs is loaded by the first Excel export, not at start: memory a server that never exports need not hold.
const load = createRequire(import.meta.url);

/** Resolves once the stream wants more, or is gone (the client left): then it answers false. */
const room = (stream: PassThrough) => new Promise<boolean>((resolve) => {
  if (stream.destroyed) return resolve(false);
  if (!stream.writableNeedDrain) return resolve(true);
  const done = (open: boolean) => () => { stream.off('drain', onDrain); stream.off('close', onClose); resolve(open); };
  const onDrain = done(true);
  const onClose = done(false);
  stream.once('drain', onDrain).once('close', onClose);
});

/**
 * An .xlsx download as a stream, written by exceljs's streaming WorkbookWriter: each row is committed
 * (and so leaves memory) as soon as it is added, without shared strings or styles, which would keep
 * every row until the end. Between batches the writer lets the zip drain into the response and waits
 * while the client is slower. Text cells are neutralised; numbers stay numeric cells.
 */
export function excelStream(sheetName: string, header: string[], batches: AsyncIterable<CellValue[][]>): Readable {
  const output = new PassThrough();
  const ExcelJS = load('exceljs') as typeof import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  (async () => {
    sheet.addRow(header.map(neutraliseCell)).commit();
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(row.map(neutraliseCell)).commit();
      await nextTurn();
      // Leaving the loop ends the batches (their finally closes the database connection).
      if (!(await room(output))) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => output.destroy(error));
  return output;
}
