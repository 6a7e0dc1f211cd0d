/**
 * The one way the server speaks to its database, whichever it is: SQLite in the server's own processes
 * (the embedded default) or PostgreSQL (DATABASE_URL). Statements are plain SQL with `?` parameters,
 * written in what both dialects share; the few places that differ ask `dialect`.
 *
 * What both dialects share, and what a statement must therefore do:
 * - a camelCase alias is quoted (`AS "expiresAt"`): PostgreSQL folds an unquoted one to lower case;
 * - a new row's id comes back with `RETURNING id`, through all() or get();
 * - a flag is an integer 0/1 column, never a boolean, so rows read the same from both.
 */
export type Dialect = 'sqlite' | 'postgres';

/** What a parameter may be: booleans are stored as 0/1 by the caller, dates as milliseconds. */
export type SqlValue = string | number | bigint | Buffer | null;

export type Row = Record<string, unknown>;

export interface SqlClient {
  readonly dialect: Dialect;
  /** Every row the statement answers. */
  all<T = Row>(text: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row the statement answers, if any. */
  get<T = Row>(text: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /**
   * The rows of a long answer (an export) a batch at a time, never all in memory: on PostgreSQL
   * through a cursor. The statement runs outside any transaction's turn: it only reads.
   */
  iterate<T = Row>(text: string, params?: readonly SqlValue[]): AsyncIterable<T>;
  /** A statement that answers no rows; resolves to how many rows it changed. */
  run(text: string, params?: readonly SqlValue[]): Promise<number>;
  /** Several statements without parameters, as a schema is written. */
  exec(text: string): Promise<void>;
  /**
   * Runs work in one write transaction: committed when it resolves, rolled back when it rejects, a
   * savepoint when already inside one. Every statement the work makes through this database, by tx
   * or by the database itself, however deep in the calls it is made, is part of it (the transaction
   * follows the work's asynchronous context), as statements on a synchronous SQLite connection were.
   * Write transactions take their turn one at a time, across every process of every machine, as
   * SQLite's BEGIN IMMEDIATE makes them: code written for one writer stays right on PostgreSQL, and a
   * work that must not wait for it (a claim) says so with SKIP LOCKED.
   */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  /**
   * Runs work in a write transaction if no other holds the write lock now, without waiting: for a
   * write that helps but is never needed (a search taking rows into its index). Answers whether it
   * ran. Inside a transaction the work is part of it.
   */
  transactionIfFree(work: (tx: SqlClient) => Promise<unknown>): Promise<boolean>;
  /** Reads that must agree with each other, in one snapshot (a read transaction); inside a transaction, part of it. */
  snapshot<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** Whether the running code is inside a transaction of this database (what it reads may yet be rolled back). */
  inTransaction(): boolean;
  /**
   * A stamp that changes whenever anything is committed to the database, by any process of any
   * machine: a cache kept under it is never read after a commit that was answered before the stamp
   * was taken (versionedCache).
   */
  changeStamp(): Promise<string>;
}

/** A client that owns its connections. */
export interface SqlDatabase extends SqlClient {
  /** The SQLite connection itself, for what only SQLite does (its backup, its import writer); undefined on PostgreSQL. */
  readonly sqlite: import('better-sqlite3').Database | undefined;
  /**
   * Runs work (a request's handling) reading the change stamp once, and again only after a statement
   * of its own that may have written: a request's caches then cost PostgreSQL one round trip, not
   * one each. The read is made after the request arrived, so a commit answered before is still seen.
   * SQLite reads its stamp in the process: work just runs.
   */
  stampOnce(work: () => void): void;
  close(): Promise<void>;
}
