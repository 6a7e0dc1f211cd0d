import { REQUIRED_MESSAGE } from './fieldErrors';
import type { PlanningKind, PlanningSpec } from './types';

/** A titled kind's title is at most this long. */
export const PLANNING_TITLE_MAX = 50;
export const PLANNING_TITLE_MESSAGE = `The title should be less than ${PLANNING_TITLE_MAX} characters.`;

/** What a planning entry is written with, as the popup sends it. */
export interface PlanningInput {
  key: string;
  description: string;
  title?: string | null;
}

/** planningKind(spec, 'solution') → { key: 'solution', label: 'Solution', title: true }; undefined for an unknown key. */
export const planningKind = (spec: PlanningSpec, key: string): PlanningKind | undefined =>
  spec.kinds.find((kind) => kind.key === key);

/** 'The key must be one of: root-cause, impact, symptoms, solution.' */
export const planningKeyMessage = (spec: PlanningSpec) => `The key must be one of: ${spec.kinds.map((kind) => kind.key).join(', ')}.`;

const titled = (spec: PlanningSpec) => spec.kinds.filter((kind) => kind.title).map((kind) => kind.key);

/** Rich text counts as written only when it holds more than blanks (the editor sends '' when empty). */
const isBlank = (text: string | null | undefined) => !text || text.trim() === '';

/**
 * The rules the popup and the server share, so both say the same words:
 * validatePlanningEntry(spec, { key: 'solution', description: '', title: 'x'.repeat(51) })
 * → { description: 'This field is required.', title: 'The title should be less than 50 characters.' }
 */
export function validatePlanningEntry(spec: PlanningSpec, input: PlanningInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const kind = planningKind(spec, input.key);
  if (isBlank(input.key)) errors.identifier = REQUIRED_MESSAGE;
  else if (!kind) errors.identifier = planningKeyMessage(spec);
  if (isBlank(input.description)) errors.description = REQUIRED_MESSAGE;
  if (!isBlank(input.title)) {
    if (kind && !kind.title) errors.title = `Only ${titled(spec).join(', ') || 'no kind'} may have a title.`;
    else if (input.title!.length > PLANNING_TITLE_MAX) errors.title = PLANNING_TITLE_MESSAGE;
  }
  return errors;
}
