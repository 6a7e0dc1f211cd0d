import type { ResourceDefinition } from './defineResource';
import type { BulkAction, BulkMode, BulkSpec, BulkWriteSpec } from './bulkSpec';
import type { ReferenceHint } from './types';
import { REQUIRED_MESSAGE } from './fieldErrors';

/** Reply text is stored verbatim; a bound keeps one bulk reply from filling the disk 500 times over. */
export const MAX_REPLY_LENGTH = 10_000;

/** The server reads at most this many files from one form, so a reply carries at most as many. */
export const MAX_REPLY_FILES = 5;

/** What a person chose in a bulk dialog, before it is put on the wire (bulk.ts) or after it was read from it (server). */
export interface BulkChoice {
  type: string;
  /** set: the chosen id; assign: assigneeInfo (none for a self mode). */
  value?: unknown;
  /** assign: assigneeType. */
  mode?: unknown;
  /** reply: the text, sent as written. */
  text?: unknown;
  /** reply: the files. */
  files?: Blob[];
}

/** The keys a 412 names, the same on both sides: nested wire fields dotted. */
export const BULK_KEYS = {
  type: 'action.type', value: 'action.value', mode: 'action.value.assigneeType', info: 'action.value.assigneeInfo', text: 'action.value.text', files: 'action.value.attachments',
} as const;

export const bulkActionOf = (bulk: BulkSpec, type: unknown): BulkAction | undefined => bulk.actions.find((action) => action.type === type);

export const bulkModeOf = (action: BulkAction, mode: unknown): BulkMode | undefined => action.modes?.find((candidate) => candidate.mode === mode);

/**
 * Where the options of a write come from: its own lookup, else the x-ref of the target property it
 * writes (with that x-ref's meta): bulkReference(ticket, { field: 'status_id' }) → { lookup: '/api/dependency/statuses', meta: true }.
 */
export function bulkReference(target: ResourceDefinition, write: Partial<BulkWriteSpec>): ReferenceHint | undefined {
  if (write.lookup) return { lookup: write.lookup };
  return write.field === undefined ? undefined : target.fields[write.field]?.reference;
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The rules for a bulk action, shared by the dialog (submit stays disabled) and the
 * server (412): bulkChoiceErrors(bulk, { type: 'status' }) → { 'action.value': 'This field is required.' }.
 * Whether a chosen id exists is the server's to say.
 */
export function bulkChoiceErrors(bulk: BulkSpec, choice: BulkChoice): Record<string, string> {
  const action = bulkActionOf(bulk, choice.type);
  if (blank(choice.type)) return { [BULK_KEYS.type]: REQUIRED_MESSAGE };
  if (!action) return { [BULK_KEYS.type]: `The action type must be one of: ${bulk.actions.map((known) => known.type).join(', ')}.` };
  if (action.kind === 'set' && blank(choice.value)) return { [BULK_KEYS.value]: REQUIRED_MESSAGE };
  if (action.kind === 'assign') {
    const mode = bulkModeOf(action, choice.mode);
    if (blank(choice.mode)) return { [BULK_KEYS.mode]: REQUIRED_MESSAGE };
    if (!mode) return { [BULK_KEYS.mode]: `The assignee type must be one of: ${action.modes!.map((known) => known.mode).join(', ')}.` };
    if (!mode.self && blank(choice.value)) return { [BULK_KEYS.info]: REQUIRED_MESSAGE };
  }
  if (action.kind === 'reply') {
    if (typeof choice.text !== 'string' || choice.text.trim() === '') return { [BULK_KEYS.text]: REQUIRED_MESSAGE };
    if (choice.text.length > MAX_REPLY_LENGTH) return { [BULK_KEYS.text]: `The text may not be greater than ${MAX_REPLY_LENGTH} characters.` };
    if ((choice.files?.length ?? 0) > MAX_REPLY_FILES) return { [BULK_KEYS.files]: `A reply may carry at most ${MAX_REPLY_FILES} files.` };
  }
  return {};
}
