/**
 * The records of a CSV file, read as a stream: UTF-8 decoded strictly (a BOM is dropped, a byte that
 * is no UTF-8 stops the read), split by papaparse's parser one chunk at a time, a quoted value
 * running over chunk ends (or lines: CRLF and LF inside quotes are kept as written) carried on. Each
 * run of records comes with the place in the file it reads again from (recordsAt).
 */
import { createReadStream } from 'node:fs';
import Papa from 'papaparse';

export type Newline = '\r\n' | '\n' | '\r';

export interface CsvRecord {
  /** Where the record sits in the file, the header being row 1: a spreadsheet's row number. */
  row: number;
  cells: string[];
  /** The parser's complaint about the record's quotes, in words. */
  problem?: string;
}

/** A byte sequence that is no UTF-8 text. */
export class NotUtf8Error extends Error {
  constructor() {
    super('The file is not UTF-8 text.');
  }
}

export const CHUNK_BYTES = 1 << 18;

export const UNCLOSED_QUOTE = 'A quoted value is never closed, so the rest of the file cannot be read.';

const QUOTE_PROBLEMS: Record<string, string> = {
  MissingQuotes: UNCLOSED_QUOTE,
  InvalidQuotes: 'A quoted value has a stray quote in it (a quote inside quotes is written "").',
};

interface CoreParser { parse(input: string, baseIndex: number, ignoreLastRow: boolean): Papa.ParseResult<string[]> }

/** papaparse's parser of records as the import reads them: comma-separated, quoted with ". */
const newParser = (newline: Newline): CoreParser =>
  new (Papa as unknown as { Parser: new (config: object) => CoreParser }).Parser({ delimiter: ',', newline, quoteChar: '"' });

/** The cells of one record's text: cellsOf('a,"b,c"', '\n') gives ['a', 'b,c']. */
export const cellsOf = (text: string, newline: Newline): string[] => newParser(newline).parse(text, 0, false).data[0] ?? [''];

/**
 * The line break of a file: the first one outside quotes in its opening text; '\n' when it has none.
 * detectNewline('a,b\r\n1,2') === '\r\n'.
 */
export function detectNewline(text: string): Newline {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\r') return text[i + 1] === '\n' ? '\r\n' : '\r';
    else if (!quoted && char === '\n') return '\n';
  }
  return '\n';
}

/** The file's bytes from `start` in chunks of `chunkBytes`, the file closed however the reading ends. */
export async function* byteChunks(path: string, chunkBytes = CHUNK_BYTES, start = 0): AsyncGenerator<Buffer> {
  const stream = createReadStream(path, { highWaterMark: chunkBytes, start });
  try {
    for await (const bytes of stream) yield bytes as Buffer;
  } finally {
    stream.destroy();
  }
}

/**
 * A decoder of UTF-8 text arriving in chunks: decode(bytes) answers their text, a character cut by
 * their end held for the next; decode() ends the text. Throws NotUtf8Error at a malformed byte. A BOM
 * is dropped unless `keepBom`.
 */
export function utf8Decoder(keepBom = false): (bytes?: Buffer) => string {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: keepBom });
  return (bytes) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new NotUtf8Error();
    }
  };
}

/** The file's text from byte `start`, a chunk at a time, a BOM kept; throws NotUtf8Error at the first malformed byte. */
async function* textChunks(path: string, chunkBytes: number, start: number): AsyncGenerator<string> {
  const decode = utf8Decoder(true);
  for await (const bytes of byteChunks(path, chunkBytes, start)) yield decode(bytes);
  yield decode();
}

const BOM = '\uFEFF';

/** Where reading can begin again: the first byte of a record, and that record's row. */
export interface FilePlace { byte: number; row: number }

/**
 * Records read together, and a place at or before the first of them from which they read again the
 * same (recordsAt): an import keeps that rather than the records, for a batch it may have to read twice.
 */
export interface RecordRun { records: CsvRecord[]; place: FilePlace }

export interface ReadOptions {
  /** Records in a run at most. */
  batch?: number;
  /** Data records left out after the header: the ones a resumed import has done. */
  skip?: number;
  /** Where to begin, instead of the file's start (its header). */
  from?: FilePlace;
  chunkBytes?: number;
}

/**
 * The file's records in runs of at most `batch`, from its header (row 1) or from a place, the first
 * `skip` data records left out (a resumed import). A record is never split across runs.
 */
export async function* recordRuns(path: string, newline: Newline, options: ReadOptions = {}): AsyncGenerator<RecordRun> {
  const batch = options.batch ?? 1000;
  const skip = options.skip ?? 0;
  const parser = newParser(newline);
  // The text not parsed yet (a record cut by a chunk's end), and the byte and row it begins at.
  let pending = '';
  let place = options.from ?? { byte: 0, row: 1 };
  const take = function* (text: string, last: boolean): Generator<RecordRun> {
    const result = parser.parse(text, 0, !last);
    const parsed = last ? text.length : result.meta.cursor;
    const problems = new Map(result.errors.map((error) => [error.row, QUOTE_PROBLEMS[error.code] ?? error.message]));
    const at = place;
    pending = text.slice(parsed);
    place = { byte: at.byte + Buffer.byteLength(text.slice(0, parsed)), row: at.row + result.data.length };
    let records: CsvRecord[] = [];
    for (let i = 0; i < result.data.length; i++) {
      const row = at.row + i;
      if (row - 1 <= skip && row > 1) continue;
      const problem = problems.get(i);
      records.push(problem ? { row, cells: result.data[i], problem } : { row, cells: result.data[i] });
      if (records.length < batch) continue;
      yield { records, place: at };
      records = [];
    }
    if (records.length) yield { records, place: at };
  };
  for await (let text of textChunks(path, options.chunkBytes ?? CHUNK_BYTES, place.byte)) {
    // A BOM opening the file is no part of its header, but its bytes count.
    if (place.byte === 0 && !pending && text.startsWith(BOM)) {
      text = text.slice(BOM.length);
      place = { ...place, byte: Buffer.byteLength(BOM) };
    }
    if (text) yield* take(pending + text, false);
  }
  if (pending) yield* take(pending, true);
}

/** The file's records in batches of at most `batch` (recordRuns without their places). */
export async function* csvRecords(path: string, newline: Newline, options: ReadOptions = {}): AsyncGenerator<CsvRecord[]> {
  for await (const run of recordRuns(path, newline, options)) yield run.records;
}

/** The records of rows `first` to `first + count - 1`, read again from a place at or before them (a run's). */
export async function recordsAt(path: string, newline: Newline, from: FilePlace, first: number, count: number): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const { records } of recordRuns(path, newline, { from })) {
    for (const record of records) if (record.row >= first && record.row < first + count) out.push(record);
    if (records.at(-1)!.row >= first + count - 1) break;
  }
  return out;
}

/** A record with nothing in it (an empty or blank line): skipped, not imported and not refused. */
export const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
