/**
 * What a label template may hold, and the default that lays labels out while none is saved.
 * Sizes are millimetres, the unit labels are printed in: a label of 10 mm still carries a readable
 * Code 128 of a short identifier, one over 200 mm no longer fits an A4 page; ten labels a row and
 * 50 mm between labels are the most a sheet of labels has.
 */
import { REQUIRED_MESSAGE } from '../../src/kernel';

export interface TemplateSizes {
  width: number;
  height: number;
  labels_per_row: number;
  space_between_labels: number;
}

type SizeField = keyof TemplateSizes;

interface Bound { min: number; max: number; integer: boolean; label: string; unit: string }

export const TEMPLATE_LIMITS: Record<SizeField, Bound> = {
  width: { min: 10, max: 200, integer: false, label: 'width', unit: ' mm' },
  height: { min: 10, max: 200, integer: false, label: 'height', unit: ' mm' },
  labels_per_row: { min: 1, max: 10, integer: true, label: 'labels per row', unit: '' },
  space_between_labels: { min: 0, max: 50, integer: false, label: 'space between labels', unit: ' mm' },
};

/** The layout used while no template is saved (and after a reset). */
export const DEFAULT_TEMPLATE: TemplateSizes & { display_logo_confirmed: 1 } = {
  width: 64, height: 34, labels_per_row: 3, space_between_labels: 3, display_logo_confirmed: 1,
};

const DECIMAL = /^\d{1,4}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,4}$/;

/** One size from a form or JSON value: a number within its bounds, else the field's message. */
export function sizeOf(field: SizeField, raw: unknown): number | string {
  const bound = TEMPLATE_LIMITS[field];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return REQUIRED_MESSAGE;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!(bound.integer ? WHOLE : DECIMAL).test(text)) {
    return bound.integer ? `The ${bound.label} must be a whole number.` : `The ${bound.label} must be a number with at most 2 decimals.`;
  }
  const value = Number(text);
  if (value < bound.min || value > bound.max) return `The ${bound.label} must be between ${bound.min} and ${bound.max}${bound.unit}.`;
  return value;
}

/** A 1|0 flag; absent gives the fallback. */
export function flagOf(raw: unknown, fallback: 0 | 1): 0 | 1 | undefined {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (raw === 1 || raw === '1' || raw === true || raw === 'true') return 1;
  if (raw === 0 || raw === '0' || raw === false || raw === 'false') return 0;
  return undefined;
}
