import { csvRecords, type Newline } from './csvRecords';

/** Values shown beside each column, and the records read at most to find them (an empty column stops the reading there). */
const SAMPLES = 3;
const READ_AT_MOST = 200;
const SAMPLE_CHARACTERS = 60;

/**
 * Up to three different values of each column, from the file's first records, so the mapping step
 * shows what a column holds beside its name: columnSamples(path, '\n', 2) → [['AST-1', 'AST-2', 'AST-3'], ['Dell', 'HP']].
 * A long value is cut; a record the parser refused gives none.
 */
export async function columnSamples(path: string, newline: Newline, columns: number): Promise<string[][]> {
  const samples = Array.from({ length: columns }, (): string[] => []);
  let read = 0;
  for await (const records of csvRecords(path, newline, { batch: 50 })) {
    for (const record of records) {
      if (record.row === 1 || record.problem) continue;
      for (let i = 0; i < columns; i++) {
        const text = (record.cells[i] ?? '').trim().slice(0, SAMPLE_CHARACTERS);
        if (text && samples[i].length < SAMPLES && !samples[i].includes(text)) samples[i].push(text);
      }
      // Leaving the loop closes the file (csvRecords reads it as a stream).
      if (++read >= READ_AT_MOST || samples.every((column) => column.length >= SAMPLES)) return samples;
    }
  }
  return samples;
}
