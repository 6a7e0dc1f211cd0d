import { REQUIRED_MESSAGE } from './fieldErrors';

export const FILTER_NAME_MAX = 50;

/**
 * The one check of a saved filter's name, shared by the save dialog and the server so both say the
 * same words: filterNameError('  ') === 'This field is required.'; a fine name gives undefined.
 */
export function filterNameError(name: unknown): string | undefined {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) return REQUIRED_MESSAGE;
  if (text.length > FILTER_NAME_MAX) return `The name should be less than ${FILTER_NAME_MAX} characters.`;
  return undefined;
}
