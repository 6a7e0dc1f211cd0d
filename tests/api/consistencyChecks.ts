// What a stopped or killed server left in its database, checked against itself: the file is sound,
// an import's rows match its job's counters and are each logged, and every CAB decision is whole.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { tokenHash } from '../../server/approvalTokens';
import { outcomeStatus, settleBoard, type ApprovalStatus } from '../../server/cab/approvalRules';
import { DB_FILE } from '../../server/plugins/db';

type Db = Database.Database;

/** Runs `read` on the data folder's database, opened read-only (the server stopped, or still running beside it). */
export function inspect<T>(dataDir: string, read: (db: Db) => T): T {
  const db = new Database(join(dataDir, DB_FILE), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** PRAGMA integrity_check's answer: 'ok' for a sound file. */
export const integrity = (db: Db) => db.pragma('integrity_check', { simple: true });

/** The rows of an import of `<prefix>-…` identifiers: how many, how many distinct, how many logged as created. */
export function importedRows(db: Db, prefix: string) {
  return db.prepare(`SELECT COUNT(*) AS n, COUNT(DISTINCT identifier) AS distinct_ids,
    (SELECT COUNT(*) FROM activity_log WHERE resource = 'asset' AND action = 'created'
      AND record_id IN (SELECT id FROM sd_assets WHERE identifier LIKE @prefix || '-%')) AS logged
    FROM sd_assets WHERE identifier LIKE @prefix || '-%'`).get({ prefix }) as { n: number; distinct_ids: number; logged: number };
}

/** The job's state and counters. */
export const jobOf = (db: Db, id: number) =>
  db.prepare('SELECT status, next_record, created, updated, failed, total_rows FROM import_jobs WHERE id = ?').get(id) as
    { status: string; next_record: number; created: number; updated: number; failed: number; total_rows: number };

interface Board { id: number; change_id: number; name: string; status: ApprovalStatus; action_on_approve: number | null; action_on_deny: number | null }
interface Level { id: number; name: string; match: 'any' | 'all'; status: ApprovalStatus; is_active: number }
interface Entry { level_id: number; status: ApprovalStatus; decided_by: number | null }
interface Note { user_id: number | null; phrase: string; values: string }

const DECISION = /^(approved|denied) \{0\} of \{1\}: \{2\}$/;

/**
 * Every way the applied CAB boards disagree with themselves, their change or the activity log, one
 * sentence each (none for a consistent database): a level's or board's status that its entries do not
 * give (approvalRules.settleBoard), a decided entry without its one log line or a line without its
 * decision, a decided board without its one 'marked' line or its change not in the status it leads to,
 * a decider still holding a live link to the level, a link that no mail carries.
 */
export function cabInconsistencies(db: Db): string[] {
  const problems: string[] = [];
  const mailed = new Set((db.prepare('SELECT body FROM outbox').all() as Array<{ body: string }>)
    .flatMap(({ body }) => [...body.matchAll(/\/change-approval\/([A-Za-z0-9_-]{43})/g)].map((match) => tokenHash(match[1]))));
  for (const { token_sha256: hash, level_id: level } of db.prepare('SELECT token_sha256, level_id FROM change_cab_links').all() as Array<{ token_sha256: string; level_id: number }>) {
    if (!mailed.has(hash)) problems.push(`a link to level ${level} was never mailed`);
  }
  for (const board of db.prepare('SELECT * FROM change_cab_boards').all() as Board[]) {
    const where = `board ${board.id} (change ${board.change_id})`;
    const levels = db.prepare('SELECT * FROM change_cab_levels WHERE change_cab_id = ? ORDER BY level_order, id').all(board.id) as Level[];
    const entries = levels.map((level) => db.prepare('SELECT level_id, status, decided_by FROM change_cab_approvers WHERE level_id = ?').all(level.id) as Entry[]);
    const settled = settleBoard(levels.map((level, i) => ({ match: level.match, entries: entries[i].map((entry) => entry.status) })));
    levels.forEach((level, i) => {
      const active = i === settled.active ? 1 : 0;
      if (level.status !== settled.levels[i] || level.is_active !== active) {
        problems.push(`${where}: level ${level.name} is ${level.status} (active ${level.is_active}), its entries make it ${settled.levels[i]} (active ${active})`);
      }
    });
    if (board.status !== settled.status) problems.push(`${where} is ${board.status}, its levels make it ${settled.status}`);

    const notes = db.prepare(`SELECT user_id, json_extract(changes, '$."event.cab"[1].phrase') AS phrase, json_extract(changes, '$."event.cab"[1]."values"') AS "values"
      FROM activity_log WHERE resource = 'change' AND record_id = ? AND json_extract(changes, '$."event.cab"') IS NOT NULL`).all(board.change_id) as Note[];
    const ofBoard = notes.map((note) => ({ ...note, values: JSON.parse(note.values) as string[] })).filter((note) => note.values[1] === board.name || note.values[0] === board.name);
    const decisionLines = ofBoard.filter((note) => DECISION.test(note.phrase));
    const decisions = new Map<string, { level: Level; userId: number; status: ApprovalStatus }>();
    levels.forEach((level, i) => {
      for (const entry of entries[i].filter((candidate) => candidate.status !== 'PENDING')) {
        if (entry.decided_by === null) problems.push(`${where}: an entry of ${level.name} is ${entry.status} by nobody`);
        else decisions.set(`${level.id}:${entry.decided_by}`, { level, userId: entry.decided_by, status: entry.status });
      }
    });
    for (const { level, userId, status } of decisions.values()) {
      const verb = status === 'APPROVED' ? 'approved' : 'denied';
      const lines = decisionLines.filter((note) => note.user_id === userId && note.values[0] === level.name && note.phrase.startsWith(verb));
      if (lines.length !== 1) problems.push(`${where}: user ${userId} ${verb} ${level.name}, logged ${lines.length} times`);
      const live = db.prepare("SELECT COUNT(*) AS n FROM change_cab_links WHERE level_id = ? AND user_id = ? AND state = 'live'").get(level.id, userId) as { n: number };
      if (live.n) problems.push(`${where}: user ${userId} decided ${level.name} and still holds a live link to it`);
    }
    if (decisionLines.length !== decisions.size) problems.push(`${where}: ${decisionLines.length} decisions logged, ${decisions.size} recorded`);

    const marked = ofBoard.filter((note) => note.phrase === 'marked the approval board {0} as {1}');
    const expected = board.status === 'PENDING' ? [] : [board.status.toLowerCase()];
    if (JSON.stringify(marked.map((note) => note.values[1])) !== JSON.stringify(expected)) {
      problems.push(`${where} is ${board.status}, logged as marked ${JSON.stringify(marked.map((note) => note.values[1]))}`);
    }
    const outcome = outcomeStatus(board);
    const change = db.prepare('SELECT status_id FROM sd_changes WHERE id = ?').get(board.change_id) as { status_id: number };
    if (outcome !== null && change.status_id !== outcome) problems.push(`${where} is ${board.status}, its change has status ${change.status_id}, not ${outcome}`);
  }
  return problems;
}
