// What a stopped or killed server left in its database (read beside it: besideServer.ts), checked
// against itself: the database is sound, an import's rows match its job's counters and are each
// logged, and every CAB decision is whole.
import { tokenHash } from '../../server/approvalTokens';
import { outcomeStatus, settleBoard, type ApprovalStatus } from '../../server/cab/approvalRules';
import type { SqlClient } from '../../server/database/sqlClient';

type Db = SqlClient;

/**
 * 'ok' for a sound database: SQLite's PRAGMA integrity_check of the file; on PostgreSQL, amcheck's
 * check of every B-tree index of the server's tables against itself and against its table's rows.
 */
export async function integrity(db: Db): Promise<string> {
  if (db.dialect === 'sqlite') return (await db.get<{ integrity_check: string }>('PRAGMA integrity_check'))!.integrity_check;
  await db.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
  await db.all(`SELECT bt_index_check(i.indexrelid, true) FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE am.amname = 'btree' AND c.relnamespace = current_schema()::regnamespace`);
  // A broken index makes bt_index_check throw: reaching here, every index checked out.
  return 'ok';
}

/** The rows of an import of `<prefix>-…` identifiers: how many, how many distinct, how many logged as created. */
export async function importedRows(db: Db, prefix: string) {
  const pattern = `${prefix}-%`;
  return (await db.get<{ n: number; distinct_ids: number; logged: number }>(`SELECT COUNT(*) AS n, COUNT(DISTINCT identifier) AS distinct_ids,
    (SELECT COUNT(*) FROM activity_log WHERE resource = 'asset' AND action = 'created'
      AND record_id IN (SELECT id FROM sd_assets WHERE identifier LIKE ?)) AS logged
    FROM sd_assets WHERE identifier LIKE ?`, [pattern, pattern]))!;
}

/** The job's state and counters. */
export const jobOf = async (db: Db, id: number) =>
  (await db.get<{ status: string; next_record: number; created: number; updated: number; failed: number; total_rows: number }>(
    'SELECT status, next_record, created, updated, failed, total_rows FROM import_jobs WHERE id = ?', [id]))!;

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
export async function cabInconsistencies(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const mailed = new Set((await db.all<{ body: string }>('SELECT body FROM outbox'))
    .flatMap(({ body }) => [...body.matchAll(/\/change-approval\/([A-Za-z0-9_-]{43})/g)].map((match) => tokenHash(match[1]))));
  for (const { token_sha256: hash, level_id: level } of await db.all<{ token_sha256: string; level_id: number }>('SELECT token_sha256, level_id FROM change_cab_links')) {
    if (!mailed.has(hash)) problems.push(`a link to level ${level} was never mailed`);
  }
  for (const board of await db.all<Board>('SELECT * FROM change_cab_boards')) {
    const where = `board ${board.id} (change ${board.change_id})`;
    const levels = await db.all<Level>('SELECT * FROM change_cab_levels WHERE change_cab_id = ? ORDER BY level_order, id', [board.id]);
    const entries: Entry[][] = [];
    for (const level of levels) entries.push(await db.all<Entry>('SELECT level_id, status, decided_by FROM change_cab_approvers WHERE level_id = ?', [level.id]));
    const settled = settleBoard(levels.map((level, i) => ({ match: level.match, entries: entries[i].map((entry) => entry.status) })));
    levels.forEach((level, i) => {
      const active = i === settled.active ? 1 : 0;
      if (level.status !== settled.levels[i] || level.is_active !== active) {
        problems.push(`${where}: level ${level.name} is ${level.status} (active ${level.is_active}), its entries make it ${settled.levels[i]} (active ${active})`);
      }
    });
    if (board.status !== settled.status) problems.push(`${where} is ${board.status}, its levels make it ${settled.status}`);

    const notes = await db.all<Note>(db.dialect === 'sqlite'
      ? `SELECT user_id, json_extract(changes, '$."event.cab"[1].phrase') AS phrase, json_extract(changes, '$."event.cab"[1]."values"') AS "values"
        FROM activity_log WHERE resource = 'change' AND record_id = ? AND json_extract(changes, '$."event.cab"') IS NOT NULL ORDER BY id`
      : `SELECT user_id, changes::jsonb -> 'event.cab' -> 1 ->> 'phrase' AS phrase, (changes::jsonb -> 'event.cab' -> 1 -> 'values')::text AS "values"
        FROM activity_log WHERE resource = 'change' AND record_id = ? AND changes::jsonb -> 'event.cab' IS NOT NULL ORDER BY id`, [board.change_id]);
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
      const live = (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM change_cab_links WHERE level_id = ? AND user_id = ? AND state = 'live'", [level.id, userId]))!;
      if (live.n) problems.push(`${where}: user ${userId} decided ${level.name} and still holds a live link to it`);
    }
    if (decisionLines.length !== decisions.size) problems.push(`${where}: ${decisionLines.length} decisions logged, ${decisions.size} recorded`);

    const marked = ofBoard.filter((note) => note.phrase === 'marked the approval board {0} as {1}');
    const expected = board.status === 'PENDING' ? [] : [board.status.toLowerCase()];
    if (JSON.stringify(marked.map((note) => note.values[1])) !== JSON.stringify(expected)) {
      problems.push(`${where} is ${board.status}, logged as marked ${JSON.stringify(marked.map((note) => note.values[1]))}`);
    }
    const outcome = outcomeStatus(board);
    const change = (await db.get<{ status_id: number }>('SELECT status_id FROM sd_changes WHERE id = ?', [board.change_id]))!;
    if (outcome !== null && change.status_id !== outcome) problems.push(`${where} is ${board.status}, its change has status ${change.status_id}, not ${outcome}`);
  }
  return problems;
}
