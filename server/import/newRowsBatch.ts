import { sequenceNumber } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { autoValues } from '../repositories/autoValues';
import { numberedColumns } from '../repositories/recordNumbers';
import { type InsertShape, insertStatement, type Row } from '../repositories/records';
import { EXCLUSIVE_FLAGS } from '../repositories/saveRecord';
import { now } from '../time';
import type { CsvRecord } from './csvRecords';
import type { JobClaim } from './importClaims';
import { emptyTally, tallyRow, type BatchTally } from './importJobs';
import type { ImportPlan } from './importPlan';
import type { EncodedRows } from './importWriter';
import type { NewRows } from './newRows';
import { anyKeySql, keyIdentity, prepareNewRow } from './prepareRow';

/**
 * A batch of rows that create records (prepareNewRow), checked a run of records at a time as the file
 * is read, for the writing thread. Each run's parameters are encoded as they are checked and its
 * records let go: kept for the whole batch, records and parameters outlived V8's young generation and
 * were copied out of it, a fifth of the check's time (docs/decisions.md). A batch where a row may need
 * more than an insert is written row by row instead (writeBatch.ts): two rows with the same key (the
 * second updates or is refused by the first), or a row setting a flag only one record holds.
 */
export class NewRowsBatch {
  private readonly at = now();
  private readonly auto: Row;
  private readonly tally: BatchTally;
  /** Each run's row parameters, as JSON lists joined by commas. */
  private readonly encodedRuns: string[] = [];
  private readonly keys = new Map<unknown, unknown>();
  private shape?: InsertShape;
  private records = 0;
  /** False once a row needs more than an insert. */
  private onlyInserts = true;
  /** The numbered properties: their place in a row's parameters and the highest number typed. */
  private numbers?: NonNullable<NewRows['numbers']>;

  constructor(private readonly db: SqlClient, private readonly plan: ImportPlan, private readonly job: JobClaim, private readonly userId: number | null) {
    this.auto = autoValues(plan.def, userId, this.at);
    this.tally = emptyTally(0, '');
  }

  /** Checks a run of records and takes them; false when the batch is to be written row by row (from then on). */
  async add(records: CsvRecord[]): Promise<boolean> {
    this.records += records.length;
    if (!this.onlyInserts) return false;
    const { db, plan, keys } = this;
    const params: unknown[][] = [];
    for (const record of records) {
      const prepared = await prepareNewRow(db, plan, record);
      if (prepared.action === 'create') {
        const values = prepared.values!;
        const key = plan.key ? values[plan.key.name] : null;
        const identity = key === null || key === undefined ? undefined : keyIdentity(plan, key);
        if (EXCLUSIVE_FLAGS.some((flag) => values[flag] === true) || (identity !== undefined && keys.has(identity))) {
          this.onlyInserts = false;
          return false;
        }
        if (identity !== undefined) keys.set(identity, key);
        this.noteNumbers(values);
        // Every created row has the same properties (writePayload gives each writable one), so one INSERT serves.
        const insert = insertStatement(plan.def, Object.assign(values, this.auto), this.at);
        this.shape = insert.shape;
        params.push(insert.params);
      }
      tallyRow(this.tally, record, prepared.action, prepared.problems);
    }
    if (params.length) this.encodedRuns.push(JSON.stringify(params).slice(1, -1));
    return true;
  }

  /** Where the numbered properties sit in the rows' parameters (the same for every row), and the highest number typed. */
  private noteNumbers(values: Row): void {
    const numbered = numberedColumns(this.plan.def);
    if (!numbered.length) return;
    if (!this.numbers) {
      const names = Object.keys(values);
      this.numbers = numbered.map((column) => ({ numbered: column, index: names.indexOf(column.column), typed: 0 }));
    }
    for (const entry of this.numbers) {
      const typed = sequenceNumber(entry.numbered.pattern, values[entry.numbered.column]);
      if (typed !== undefined && typed > entry.typed) entry.typed = typed;
    }
  }

  /**
   * The batch as the writing thread takes it, its progress text given; undefined when it is to be
   * written row by row. NewRows as JSON text, which the thread parses for less than copying objects
   * would cost: the runs' encoded rows joined into the rest's JSON.
   */
  encode(text: string): EncodedRows | undefined {
    if (!this.onlyInserts) return undefined;
    const { job, userId, plan, at, tally, keys } = this;
    tally.progress.records = this.records;
    tally.progress.text = text;
    const rest: Omit<NewRows, 'insert'> = { job, userId, resource: plan.def.name, at, tally };
    if (keys.size) rest.keys = { sql: anyKeySql(plan, this.db.dialect), json: JSON.stringify([...keys.values()]) };
    if (this.numbers) rest.numbers = this.numbers;
    const { sql, table, columns } = this.shape ?? { sql: '', table: '', columns: [] };
    const insert = `{"sql":${JSON.stringify(sql)},"table":${JSON.stringify(table)},"columns":${JSON.stringify(columns)},"rows":[${this.encodedRuns.join(',')}]}`;
    return `{"insert":${insert},${JSON.stringify(rest).slice(1)}` as EncodedRows;
  }
}
