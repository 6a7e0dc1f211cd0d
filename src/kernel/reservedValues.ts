import type { ResourceFile } from './types';

/**
 * The values of a property that only the record's actions reach, so no form offers them and no save
 * sets them: those of x-actions.lockedWhen (a completed release is locked at once), those a command
 * sets (mark completed asks for a confirmation first), and x-ref.reserved.
 * reservedValues(releaseFile, 'status_id') → [5]; a property nothing reserves → [].
 */
export function reservedValues(file: Pick<ResourceFile, 'properties' | 'x-actions'>, name: string): unknown[] {
  const actions = file['x-actions'];
  const found: unknown[] = [...(file.properties[name]?.['x-ref']?.reserved ?? [])];
  if (actions?.lockedWhen && name in actions.lockedWhen) found.push(actions.lockedWhen[name]);
  for (const command of Object.values(actions?.commands ?? {})) {
    if (command.sets && name in command.sets) found.push(command.sets[name]);
  }
  // Compared as text: a form's select holds ids as the look-up answers them, a multipart body as strings.
  return [...new Map(found.map((value) => [String(value), value])).values()];
}

/** isReserved([5], '5') === true: a submitted or chosen value against the reserved ones, compared as text. */
export const isReserved = (reserved: readonly unknown[], value: unknown): boolean =>
  value !== undefined && value !== null && reserved.some((candidate) => String(candidate) === String(value));
