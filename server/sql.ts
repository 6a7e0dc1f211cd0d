import type { Database, Statement } from 'better-sqlite3';

const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Quotes a table or column name taken from a resource file. Names are checked, never escaped, so a
 * hand-edited file cannot smuggle SQL into a statement: quote('name') === '"name"'.
 */
export function quote(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`"${name}" cannot be used as an SQL name (letters, digits and _ only)`);
  return `"${name}"`;
}

/** Escapes % and _ for LIKE ... ESCAPE '\': likePattern('50%_off') === '%50\%\_off%'. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A term as one FTS5 phrase: quoted, with its quotes doubled, so every character of it (* ^ : ( ) OR
 * NEAR ...) is text to find, never query syntax: matchPhrase('say "hi" OR *') === '"say ""hi"" OR *"'.
 */
export function matchPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

const cache = new WeakMap<Database, Map<string, Statement>>();

/** One prepared statement per SQL text and connection: query shapes repeat, parsing them once is the point. */
export function prepared(db: Database, sql: string): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
