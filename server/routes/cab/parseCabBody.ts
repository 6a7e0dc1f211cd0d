import type { ResourceDefinition } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { recordValidator } from '../../validators/recordValidator';
import { APPROVER_KINDS, approverSchema, approverSource } from '../../cab/approverSources';
import type { Cab } from '../../../src/types';
import type { CabDefinition, CabInput } from '../../cab/definitions';
import { FieldErrors } from '../../httpErrors';
import { lookupNames } from '../../repositories/lookupItems';
import { checkReferences } from '../resources/checkReferences';

type Values = Record<string, unknown>;
type LevelInput = CabInput['levels'][number];

const BOARD = ['name', 'action_on_approve', 'action_on_deny', 'send_auto_reminders', 'reminder_interval', 'levels'];
const LEVEL = ['id', 'name', 'order', 'match', 'approvers'];

const isObject = (value: unknown): value is Values => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The named values, strings trimmed; empty ones are left out so that required rules and defaults apply. */
function pick(source: Values, names: string[]): Values {
  const out: Values = {};
  for (const name of names) {
    const value = typeof source[name] === 'string' ? (source[name] as string).trim() : source[name];
    if (value !== undefined && value !== null && value !== '') out[name] = value;
  }
  return out;
}

function levelOf(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const level = pick(raw, LEVEL);
  if (isObject(level.approvers)) level.approvers = pick(level.approvers, [...APPROVER_KINDS]);
  return level;
}

/** A stored board in the write shape, so an update keeps what the body leaves out. */
const writeShape = (board: CabDefinition | undefined): Values => (board ? pick({
  ...board, levels: board.levels.map(({ id, name, order, match, approvers }) => ({ id, name, order, match, approvers })),
}, BOARD) : {});

/** Each level id must be one of this board's levels, named once. */
function levelIdErrors(levels: LevelInput[], board: CabDefinition | undefined): Record<string, string> {
  const owned = new Set(board?.levels.map((level) => level.id));
  const seen = new Set<number>();
  const errors: Record<string, string> = {};
  levels.forEach((level, i) => {
    if (level.id === undefined) return;
    if (!owned.has(level.id) || seen.has(level.id)) errors[`levels.${i}.id`] = 'The selected level is invalid.';
    seen.add(level.id);
  });
  return errors;
}

/** Statuses (through the generic check), users and user types must name existing rows. */
async function referenceErrors(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, values: Values, levels: LevelInput[]) {
  const errors: Record<string, string> = {};
  try {
    await checkReferences(db, resources, def, values);
  } catch (error) {
    if (!(error instanceof FieldErrors)) throw error;
    Object.assign(errors, error.fields);
  }
  for (const kind of APPROVER_KINDS) {
    const source = approverSource(def, kind);
    const found = source ? await lookupNames(db, resources, source, levels.flatMap((level) => level.approvers[kind])) : new Map();
    const label = (approverSchema(def, kind)?.title ?? kind).toLowerCase();
    levels.forEach((level, i) => {
      if (level.approvers[kind].some((id) => !found.has(id))) errors[`levels.${i}.approvers.${kind}`] = `The selected ${label} are invalid.`;
    });
  }
  return errors;
}

/**
 * Levels sorted by their order (ties keep the body's order) and numbered 1..n; levels of the board
 * the body leaves out are kept, after them, in their previous order.
 */
function orderedLevels(levels: LevelInput[], board: CabDefinition | undefined): LevelInput[] {
  const named = new Set(levels.map((level) => level.id));
  const kept = (board?.levels ?? []).filter((level) => !named.has(level.id));
  return [...[...levels].sort((a, b) => a.order - b.order), ...kept].map((level, i) => ({ ...level, order: i + 1 }));
}

/**
 * A CAB save body (JSON as the spec sends it; multipart with levels[0][name] reads the same) checked
 * and made ready for saveCabDefinition. Nothing is written on a refusal, a 412 keyed by dotted fields
 * (levels.0.name): first the resource file through the shared validator, so the browser says the same
 * words, then level ids (this board's, once each) and the statuses, users and user types named.
 * On an update, what the body leaves out keeps its stored value.
 */
export async function parseCabBody(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, body: Values, board?: CabDefinition): Promise<CabInput> {
  const submitted = pick(body, BOARD);
  if (Array.isArray(submitted.levels)) submitted.levels = submitted.levels.map(levelOf);
  const values = { ...writeShape(board), ...submitted };
  // A field sent empty is cleared, not kept: only what the body leaves out keeps its stored value.
  for (const name of BOARD) if (name in body && !(name in submitted)) delete values[name];
  const invalid = recordValidator(def.file, { useDefaults: true, coerceTypes: true })(values);
  if (Object.keys(invalid).length) throw new FieldErrors(invalid);
  // Valid against cab.json: the values are a board of the file.
  const valid = values as Values & Cab;
  const levels = valid.levels.map((level) => ({ ...level, approvers: { users: level.approvers.users ?? [], user_types: level.approvers.user_types ?? [] } }));
  const errors = { ...levelIdErrors(levels, board), ...await referenceErrors(db, resources, def, values, levels) };
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  const send = valid.send_auto_reminders === 1 ? 1 : 0;
  return {
    ...(board ? { id: board.id } : {}),
    name: valid.name,
    action_on_approve: valid.action_on_approve ?? null,
    action_on_deny: valid.action_on_deny ?? null,
    send_auto_reminders: send,
    reminder_interval: send ? valid.reminder_interval : null,
    levels: orderedLevels(levels, board),
  };
}
