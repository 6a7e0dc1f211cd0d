/**
 * Things that happen to a record without changing one of its properties (an approval board applied,
 * a reminder sent) are logged on it as events: a change key `event.<name>` whose new value is the
 * phrase with its values, kept as they were at the time so the sentence survives renames.
 */
import type { SqlClient } from '../database/sqlClient';
import { escapeHtml } from '../escapeHtml';
import { logActivity } from './activityLog';

const PREFIX = 'event.';
const MAX_VALUE = 250;

/** An event's words: {0}, {1} ... in the phrase stand for the values, which are shown emphasised. */
export interface EventNote {
  phrase: string;
  values: string[];
}

/** Logs one event on a record: logEvent(db, 'change', 4, userId, 'cab', { phrase: 'applied {0}', values: ['Standard board'] }). */
export async function logEvent(db: SqlClient, resource: string, recordId: number, userId: number | null, name: string, note: EventNote): Promise<void> {
  const values = note.values.map((value) => (value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value));
  await logActivity(db, { resource, recordId, userId, action: 'updated', changes: { [`${PREFIX}${name}`]: [null, { phrase: note.phrase, values }] } });
}

const isNote = (value: unknown): value is EventNote =>
  !!value && typeof value === 'object' && typeof (value as EventNote).phrase === 'string' && Array.isArray((value as EventNote).values);

/**
 * The HTML phrase of a logged event, every part escaped, or undefined when the key is no event:
 * eventPhrase('event.cab', [null, { phrase: 'applied {0}', values: ['<b>'] }]) === 'applied <em>&lt;b&gt;</em>'.
 */
export function eventPhrase(name: string, [, after]: [unknown, unknown]): string | undefined {
  if (!name.startsWith(PREFIX) || !isNote(after)) return undefined;
  return escapeHtml(after.phrase).replace(/\{(\d+)\}/g, (_, index: string) => `<em>${escapeHtml(String(after.values[Number(index)] ?? ''))}</em>`);
}
