/**
 * What the upload checks before it answers an import id: the file is UTF-8 CSV separated by commas,
 * has a header naming each column once, and at least one data row. Anything else is refused with a
 * sentence that says what to change, so no import starts on a file it would misread.
 */
import { cellsOf, CHUNK_BYTES, csvRecords, detectNewline, isBlank, NotUtf8Error, UNCLOSED_QUOTE, utf8Decoder, type Newline } from './csvRecords';
import { CsvScanner, type CsvScan } from './scanCsv';

export interface CsvShape {
  headers: string[];
  newline: Newline;
  /** Data records, blank lines included: what the progress bar counts to. */
  rows: number;
}

/** A file the import cannot read; the message is the answer's import_file message. */
export class UnreadableCsv extends Error {}

const SEPARATORS: Array<[RegExp, string]> = [[/;/, 'semicolons'], [/\t/, 'tabs'], [/\|/, 'vertical bars']];

/** The bytes whose encoding is looked at: a UTF-16 mark, or a NUL byte that text never has. */
const ENCODING_BYTES = 64 * 1024;

function checkEncoding(head: Buffer): void {
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (utf16 || head.includes(0)) {
    throw new UnreadableCsv('The file is UTF-16 text (or not text at all). Save it as "CSV UTF-8 (comma delimited)" and upload it again.');
  }
}

/** Header names trimmed; each must be present and unique (ignoring case). */
function checkHeaders(cells: string[]): string[] {
  const headers = cells.map((cell) => cell.trim());
  if (headers.length === 1) {
    const separator = SEPARATORS.find(([pattern]) => pattern.test(headers[0]));
    if (separator) throw new UnreadableCsv(`The columns are separated by ${separator[1]}. Save the file with commas between columns and upload it again.`);
  }
  const seen = new Map<string, number>();
  headers.forEach((name, i) => {
    if (!name) throw new UnreadableCsv(`Column ${i + 1} has no name in the header row.`);
    const first = seen.get(name.toLowerCase());
    if (first !== undefined) throw new UnreadableCsv(`The column "${name}" appears twice in the header row (columns ${first + 1} and ${i + 1}).`);
    seen.set(name.toLowerCase(), i);
  });
  return headers;
}

/** The shape of a file the scan could not read as the parser does (a closing quote followed by spaces or more text): the parser reads it all. */
async function parsedShape(path: string, newline: Newline): Promise<CsvShape> {
  let headers: string[] | undefined;
  let rows = 0;
  let filled = false;
  for await (const batch of csvRecords(path, newline, { batch: 500 })) {
    for (const record of batch) {
      if (record.problem === UNCLOSED_QUOTE) throw new UnreadableCsv(`Row ${record.row}: ${record.problem}`);
      if (!headers) {
        headers = headerNames(record.cells);
        continue;
      }
      rows += 1;
      // Only until one row has something in it: the rest need no cell trimmed.
      filled ||= !isBlank(record.cells);
    }
  }
  return shape(headers, newline, rows, filled);
}

/** The shape from the scan, in the order the parser's reading would find a fault: the header, an unclosed quote, no data. */
function scannedShape(scan: CsvScan, newline: Newline): CsvShape {
  if (scan.unclosedAt === 1) throw new UnreadableCsv(`Row 1: ${UNCLOSED_QUOTE}`);
  const headers = scan.header === undefined ? undefined : headerNames(cellsOf(scan.header, newline));
  if (scan.unclosedAt) throw new UnreadableCsv(`Row ${scan.unclosedAt}: ${UNCLOSED_QUOTE}`);
  return shape(headers, newline, scan.rows, scan.filled);
}

function headerNames(cells: string[]): string[] {
  if (isBlank(cells)) throw new UnreadableCsv('The file is empty: its first row must name the columns.');
  return checkHeaders(cells);
}

function shape(headers: string[] | undefined, newline: Newline, rows: number, filled: boolean): CsvShape {
  if (!headers) throw new UnreadableCsv('The file is empty.');
  if (!filled) throw new UnreadableCsv('The file has a header row but no data rows.');
  return { headers, newline, rows };
}

/**
 * The check of a file's bytes as they come: the upload pushes each chunk of its stream while it
 * stores the file, so the check is over when the last byte is in; shape() then answers the file's
 * shape or throws UnreadableCsv. The encoding and the line break are taken from the opening bytes
 * (the first CHUNK_BYTES), then every byte is scanned.
 */
export class CsvCheck {
  private opening: Buffer[] = [];
  private openingLength = 0;
  private newline: Newline = '\n';
  private scanner?: CsvScanner;
  /** What the bytes were found to be wrong with: the rest is not looked at. */
  private failure?: unknown;

  push(chunk: Buffer): void {
    if (this.failure !== undefined) return;
    try {
      if (this.scanner) {
        this.scanner.push(chunk);
        return;
      }
      this.opening.push(chunk);
      this.openingLength += chunk.length;
      if (this.openingLength >= CHUNK_BYTES) this.begin();
    } catch (error) {
      this.failure = error;
    }
  }

  /** The file's shape, once every byte is pushed; the file at `path` is read again only when the scan cannot tell. */
  async shape(path: string): Promise<CsvShape> {
    try {
      if (!this.scanner && this.failure === undefined) this.begin();
      if (this.failure !== undefined) throw this.failure;
      const scan = this.scanner!.finish();
      return scan === 'irregular' ? await parsedShape(path, this.newline) : scannedShape(scan, this.newline);
    } catch (error) {
      if (error instanceof NotUtf8Error) throw new UnreadableCsv('The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and upload it again.');
      throw error;
    }
  }

  private begin(): void {
    const opening = Buffer.concat(this.opening);
    this.opening = [];
    checkEncoding(opening.subarray(0, ENCODING_BYTES));
    // The opening's text, a character cut by its end left out.
    this.newline = detectNewline(utf8Decoder()(opening.subarray(0, CHUNK_BYTES)));
    this.scanner = new CsvScanner(this.newline);
    this.scanner.push(opening);
  }
}
