import { ROW_VERSION, type PlanningSpec, planningKind, validatePlanningEntry } from '../../../src/kernel';
import { FieldErrors } from '../../httpErrors';
import { sanitizeHtml } from '../../sanitizeHtml';
import { optionalWhole } from '../resources/parseQuery';
import { TRUE_FLAG } from '../resources/save';

export interface PlanningBody {
  key: string;
  description: string;
  title: string | null;
  removeFile: boolean;
  /** The row version of the entry the popup read (ROW_VERSION), UNWRITTEN_VERSION when it read none, undefined when not sent. */
  version?: number;
}

/** A text field of a multipart or JSON body; undefined when it is not text at all (a JSON object, a number). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : undefined);

/**
 * The entry a save body writes, its description sanitised, checked with the rules the popup uses; a failure is a 412 per field.
 * The key comes from the URL when the save URL has {key}, else from the identifier field.
 * parsePlanningBody(spec, { identifier: 'impact', description: '<p>x</p>' }) → { key: 'impact', ..., title: null }
 */
export function parsePlanningBody(spec: PlanningSpec, values: Record<string, unknown>, pathKey?: string): PlanningBody {
  const [identifier, raw, title] = [values.identifier, values.description, values.title].map(textOf);
  // An entry's description is rich text: checked and stored as it will be read, sanitised.
  const description = raw === undefined ? undefined : sanitizeHtml(raw);
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries({ identifier, description, title })) {
    if (value === undefined) errors[name] = `The ${name} must be a string.`;
  }
  if (pathKey !== undefined && identifier && identifier !== pathKey) errors.identifier = 'The identifier must match the key of the URL.';
  const key = pathKey ?? identifier ?? '';
  if (Object.keys(errors).length === 0) Object.assign(errors, validatePlanningEntry(spec, { key, description: description!, title }));
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return {
    key,
    description: description!,
    // A kind without a title stores none; an empty title is no title.
    title: planningKind(spec, key)?.title && title ? title : null,
    removeFile: TRUE_FLAG.has(values.attachment_delete as never),
    version: optionalWhole(values, ROW_VERSION),
  };
}
