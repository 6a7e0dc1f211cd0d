/**
 * The pattern of an x-sequence property ("PRB-{0000}"): the text around one run of zeros in braces,
 * whose length is the least number of digits. Shared by the start-up check and the server's numbering.
 */
export interface SequencePattern {
  prefix: string;
  digits: number;
  suffix: string;
}

const PLACE = /^([^{}]*)\{(0+)\}([^{}]*)$/;

/** sequencePattern('PRB-{0000}') → { prefix: 'PRB-', digits: 4, suffix: '' }; undefined for a pattern without one {0…}. */
export function sequencePattern(pattern: string): SequencePattern | undefined {
  const match = PLACE.exec(pattern);
  return match ? { prefix: match[1], digits: match[2].length, suffix: match[3] } : undefined;
}

/** formatSequence({ prefix: 'PRB-', digits: 4, suffix: '' }, 40) === 'PRB-0040' (12345 → 'PRB-12345'). */
export const formatSequence = (pattern: SequencePattern, number: number) => `${pattern.prefix}${String(number).padStart(pattern.digits, '0')}${pattern.suffix}`;

/**
 * The number a text holds in the pattern's place, ignoring case as identifiers are compared:
 * sequenceNumber(PRB, 'prb-0040') === 40; undefined for text of another shape ('PRB-40a', 'CHN-1').
 */
export function sequenceNumber(pattern: SequencePattern, text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const { prefix, suffix } = pattern;
  if (text.length <= prefix.length + suffix.length) return undefined;
  if (text.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return undefined;
  if (text.slice(text.length - suffix.length).toLowerCase() !== suffix.toLowerCase()) return undefined;
  const digits = text.slice(prefix.length, text.length - suffix.length);
  // Past 15 digits a number is no longer exact: such text is no number of the sequence.
  return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
}
