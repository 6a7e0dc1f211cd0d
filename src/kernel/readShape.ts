import { getPath } from './paths';

/**
 * Where a normalised record keeps the record exactly as the server read it, when normalising had to
 * overwrite a read value: a problem's requester_id reads as { id, name, email } but forms write it
 * as the id.
 */
export const READ_SHAPE = '_read';

/** readShapeOf(record) → the record as the server sent it. */
export const readShapeOf = (record: Record<string, unknown>): Record<string, unknown> =>
  (record[READ_SHAPE] as Record<string, unknown> | undefined) ?? record;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** shownAt(record, 'requester_id.name|requester_id.email') → the first alternative with a value, read from the read shape. */
export function shownAt(record: Record<string, unknown>, displayPath: string): unknown {
  const source = readShapeOf(record);
  let found: unknown;
  for (const path of displayPath.split('|')) {
    found = getPath(source, path);
    if (!blank(found)) return found;
  }
  return found;
}
