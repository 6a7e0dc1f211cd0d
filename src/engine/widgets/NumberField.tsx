import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';

const { NumberField: RjsfNumberField } = getDefaultRegistry().fields;

/** '12' → 12, '' → undefined; text that is no number stays as typed, for the form's check to name. */
const typedNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const number = Number(value);
  return value.trim() === '' ? undefined : Number.isFinite(number) ? number : value;
};

/**
 * The form's field for integer and number properties. RJSF's own builds an Intl.NumberFormat on every
 * render to learn the locale's decimal separator, and the page's first one loads the browser's number
 * data: some 15-30 ms of a fresh tab's first form, before any field takes input. A property drawn by
 * one of the engine's widgets (a look-up's id, a money amount, a duration) takes and gives numbers
 * itself, and a whole number has no decimal separator to read: both go to RJSF's StringField, the
 * typed text of a whole number turned into a number here. Only a plain decimal input keeps RJSF's
 * field, which also keeps a trailing point or zero while it is typed.
 */
export function NumberField(props: FieldProps) {
  const widget = props.uiSchema?.['ui:widget'];
  const { StringField } = props.registry.fields;
  if (widget !== undefined && typeof widget !== 'string') return <StringField {...props} />;
  if (props.schema.type === 'integer') {
    return <StringField {...props} onChange={(value, path, errors, id) => props.onChange(typedNumber(value), path, errors, id)} />;
  }
  return <RjsfNumberField {...props} />;
}

/** The fields every engine form gives RJSF. */
export const FORM_FIELDS = { NumberField };
