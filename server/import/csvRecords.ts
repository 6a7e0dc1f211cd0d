/**
 * The records of a CSV file, read as a stream: UTF-8 decoded strictly (a BOM is dropped, a byte that
 * is no UTF-8 stops the read), split by papaparse's parser one chunk at a time, a quoted value
 * running over chunk ends (or lines: CRLF and LF inside quotes are kept as written) carried on.
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

/** The file's bytes in chunks of `chunkBytes`, the file closed however the reading ends. */
export async function* byteChunks(path: string, chunkBytes = CHUNK_BYTES): AsyncGenerator<Buffer> {
  const stream = createReadStream(path, { highWaterMark: chunkBytes });
  try {
    for await (const bytes of stream) yield bytes as Buffer;
  } finally {
    stream.destroy();
  }
}

/**
 * A decoder of UTF-8 text arriving in chunks: decode(bytes) answers their text, a character cut by
 * their end held for the next; decode() ends the text. Throws NotUtf8Error at a malformed byte.
 */
export function utf8Decoder(): (bytes?: Buffer) => string {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return (bytes) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new NotUtf8Error();
    }
  };
}

/** The file's text in chunks of 256 KB (small chunks keep few parsed rows alive at once); throws NotUtf8Error at the first malformed byte. */
export async function* textChunks(path: string, chunkBytes = CHUNK_BYTES): AsyncGenerator<string> {
  const decode = utf8Decoder();
  for await (const bytes of byteChunks(path, chunkBytes)) yield decode(bytes);
  yield decode();
}

/**
 * The file's records in batches of about `batch`, header included (row 1), the first `skip` data
 * records left out (a resumed import). A record is never split across batches.
 */
export async function* csvRecords(path: string, newline: Newline, options: { batch?: number; skip?: number; chunkBytes?: number } = {}): AsyncGenerator<CsvRecord[]> {
  const batch = options.batch ?? 1000;
  const skip = options.skip ?? 0;
  const parser = newParser(newline);
  let pending = '';
  let row = 0;
  const out: CsvRecord[] = [];
  const take = function* (text: string, last: boolean): Generator<CsvRecord[]> {
    const result = parser.parse(text, 0, !last);
    pending = last ? '' : text.slice(result.meta.cursor);
    const problems = new Map(result.errors.map((error) => [error.row, QUOTE_PROBLEMS[error.code] ?? error.message]));
    result.data.forEach((cells, i) => {
      row += 1;
      if (row - 1 <= skip && row > 1) return;
      const problem = problems.get(i);
      out.push(problem ? { row, cells, problem } : { row, cells });
    });
    while (out.length >= batch) yield out.splice(0, batch);
  };
  for await (const chunk of textChunks(path, options.chunkBytes)) if (chunk) yield* take(pending + chunk, false);
  if (pending) yield* take(pending, true);
  if (out.length) yield out;
}

/** A record with nothing in it (an empty or blank line): skipped, not imported and not refused. */
export const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
