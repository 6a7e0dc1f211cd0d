import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';

const { NumberField: RjsfNumberField } = getDefaultRegistry().fields;

/**
 * The form's field for integer and number properties. RJSF's own builds an Intl.NumberFormat on every
 * render to learn the locale's decimal separator, and the page's first one loads the browser's number
 * data: some 15-30 ms of a fresh tab's first form, before any field takes input. A property drawn by
 * one of the engine's widgets (a look-up's id, a money amount, a duration) takes and gives numbers
 * itself, so it goes straight to RJSF's StringField, which hands the widget its value; only a plain
 * number input (a built-in widget named by a string, such as 'updown') keeps RJSF's conversion of typed text.
 */
export function NumberField(props: FieldProps) {
  const widget = props.uiSchema?.['ui:widget'];
  if (widget !== undefined && typeof widget !== 'string') {
    const { StringField } = props.registry.fields;
    return <StringField {...props} />;
  }
  return <RjsfNumberField {...props} />;
}

/** The fields every engine form gives RJSF. */
export const FORM_FIELDS = { NumberField };
