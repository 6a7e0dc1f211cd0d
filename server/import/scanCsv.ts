/**
 * A CSV file's records counted without cutting them into cells, for the upload's check (inspectCsv.ts),
 * chunk by chunk as the upload arrives: through the parser, which decodes the text and builds every
 * cell as a string, a file of 100,000 rows took 250-330 ms; this scan checks the bytes are UTF-8 and
 * jumps from quote to line break with the buffer's own search, building nothing.
 *
 * It reads quotes as the parser does (csvRecords.ts): a quote opens a value only at the start of a
 * cell, "" inside it is a quote, and the closing quote is followed by a comma, the line break or the
 * end of the file. After a closing quote the parser also skips spaces, or takes a stray quote as part
 * of the value; the scan answers 'irregular' there, and the caller reads the file with the parser.
 */
import { isUtf8 } from 'node:buffer';
import { NotUtf8Error, type Newline } from './csvRecords';

export interface CsvScan {
  /** The first record's text (the header row), without its line break; undefined in a file with no record. */
  header?: string;
  /** Records after the header, blank lines included. */
  rows: number;
  /** Whether any record after the header has something other than spaces in a cell. */
  filled: boolean;
  /** The row (the header being row 1) whose quoted value is never closed. */
  unclosedAt?: number;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Where the scan is within a record: at a cell's start, in an unquoted cell, in quotes, just after a quote in quotes. */
const CELL_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const QUOTE_IN_QUOTES = 3;

/** A cell's text with something in it: not spaces alone (as trim() sees them), nor, outside quotes, the commas between cells. */
const SOMETHING = { quoted: /\S/, unquoted: /[^\s,]/ };

/** Where the last UTF-8 sequence of the bytes starts when it is cut short by their end (the next chunk has the rest), else their length. */
function completeLength(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** The scan's state from one chunk to the next. */
class Scan {
  at = CELL_START;
  /** Records ended so far, the header included. */
  records = 0;
  filled = false;
  /** Whether the record under way has a byte yet (the last record needs no line break). */
  started = false;
  /** CRLF files: the chunk ended in a CR, which the next byte makes a line break or a character. */
  carriageReturn = false;
  private readonly header: Buffer[] = [];
  /** Whether the header's last byte is the CR of its line break. */
  private headerEndsInCr = false;

  constructor(private readonly newline: Newline) {}

  headerText(): string | undefined {
    if (!this.records) return undefined;
    const bytes = Buffer.concat(this.header);
    return bytes.toString('utf8', 0, bytes.length - (this.headerEndsInCr ? 1 : 0));
  }

  /** Scans one chunk of whole UTF-8 sequences on from the state; false when the text is irregular. */
  chunk(bytes: Buffer): boolean {
    const crlf = this.newline === '\r\n';
    const breakByte = this.newline === '\r' ? CR : LF;
    const breakLength = this.newline.length;
    const n = bytes.length;
    let i = !this.records && !this.started && bytes.subarray(0, 3).equals(BOM) ? 3 : 0;
    const from = i;
    // The next quote and line break at or after i, searched again only once i has passed them (-1: none).
    let quoteAt = -2;
    let breakAt = -2;
    const nextQuote = () => {
      if (quoteAt === -2 || (quoteAt >= 0 && quoteAt < i)) quoteAt = bytes.indexOf(QUOTE, i);
      return quoteAt;
    };
    const nextBreak = () => {
      if (breakAt === -2 || (breakAt >= 0 && breakAt < i)) breakAt = crlf ? bytes.indexOf(CRLF, i) : bytes.indexOf(breakByte, i);
      return breakAt;
    };
    const content = (start: number, end: number, quoted: boolean) => {
      if (!this.filled && this.records > 0 && end > start) this.filled = SOMETHING[quoted ? 'quoted' : 'unquoted'].test(bytes.toString('utf8', start, end));
    };
    /** The record ends with a line break from `start` (negative: its CR ended the chunk before) to `next`. */
    const endRecord = (start: number, next: number) => {
      if (this.records === 0) {
        this.header.push(bytes.subarray(from, Math.max(from, start)));
        this.headerEndsInCr = start < 0;
      }
      this.records += 1;
      this.at = CELL_START;
      this.started = next < n;
      i = next;
    };
    if (i < n) this.started = true;
    while (i < n) {
      if (this.carriageReturn) {
        this.carriageReturn = false;
        if (bytes[i] === LF) {
          endRecord(-1, i + 1);
          continue;
        }
        // A CR alone after a closing quote: the parser would skip it as a space.
        if (this.at === QUOTE_IN_QUOTES) return false;
        this.at = UNQUOTED;
      }
      const at = this.at;
      if (at === QUOTED) {
        const quote = nextQuote();
        content(i, quote < 0 ? n : quote, true);
        if (quote < 0) break;
        this.at = QUOTE_IN_QUOTES;
        i = quote + 1;
      } else if (at === QUOTE_IN_QUOTES) {
        const byte = bytes[i];
        if (byte === QUOTE) {
          if (this.records > 0) this.filled = true;
          this.at = QUOTED;
          i += 1;
        } else if (byte === COMMA) {
          this.at = CELL_START;
          i += 1;
        } else if (crlf && byte === CR) {
          if (i + 1 === n) {
            this.carriageReturn = true;
            i += 1;
          } else if (bytes[i + 1] === LF) endRecord(i, i + 2);
          else return false;
        } else if (!crlf && byte === breakByte) endRecord(i, i + 1);
        else return false;
      } else if (at === CELL_START && bytes[i] === QUOTE) {
        this.at = QUOTED;
        i += 1;
      } else {
        this.at = UNQUOTED;
        const quote = nextQuote();
        const lineBreak = nextBreak();
        if (lineBreak >= 0 && (quote < 0 || lineBreak < quote)) {
          content(i, lineBreak, false);
          endRecord(lineBreak, lineBreak + breakLength);
        } else if (quote >= 0) {
          content(i, quote, false);
          // A quote opens a value at a cell's start; inside a cell it is a character.
          if (quote > i && bytes[quote - 1] === COMMA) this.at = QUOTED;
          else if (this.records > 0) this.filled = true;
          i = quote + 1;
        } else {
          const last = bytes[n - 1];
          content(i, n, false);
          if (crlf && last === CR) this.carriageReturn = true;
          else if (last === COMMA) this.at = CELL_START;
          i = n;
        }
      }
    }
    if (this.records === 0) this.header.push(bytes.subarray(from));
    return true;
  }
}

/**
 * The scan fed one chunk at a time, as the bytes come (an upload's stream, or the file read back):
 * push each chunk, then finish. A push throws NotUtf8Error at bytes that are no UTF-8; once the text
 * is irregular, the rest is not looked at (the parser reads the whole file then).
 */
export class CsvScanner {
  private readonly scan: Scan;
  /** The start of a character cut by the last chunk's end. */
  private carried: Buffer = Buffer.alloc(0);
  private irregular = false;

  constructor(newline: Newline) {
    this.scan = new Scan(newline);
  }

  push(chunk: Buffer): void {
    if (this.irregular) return;
    const bytes = this.carried.length ? Buffer.concat([this.carried, chunk]) : chunk;
    const whole = completeLength(bytes);
    if (!isUtf8(bytes.subarray(0, whole))) throw new NotUtf8Error();
    if (!this.scan.chunk(bytes.subarray(0, whole))) this.irregular = true;
    this.carried = bytes.subarray(whole);
  }

  /** What the bytes pushed hold; throws NotUtf8Error when they end within a character. */
  finish(): CsvScan | 'irregular' {
    const { scan } = this;
    if (this.irregular) return 'irregular';
    if (this.carried.length) throw new NotUtf8Error();
    if (scan.carriageReturn && scan.at === QUOTE_IN_QUOTES) return 'irregular';
    const header = () => scan.headerText();
    const rows = (records: number) => Math.max(records - 1, 0);
    if (scan.at === QUOTED) return { header: header(), rows: rows(scan.records), filled: scan.filled, unclosedAt: scan.records + 1 };
    if (scan.started) scan.records += 1;
    return { header: header(), rows: rows(scan.records), filled: scan.filled };
  }
}
