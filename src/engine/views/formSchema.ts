/** Pure mappers from a ResourceDefinition to what RJSF needs: the form schema, the uiSchema, the start data. */
import type { UiSchema } from '@rjsf/utils';
import type { RaRecord } from 'ra-core';
import { pickWidget } from '../widgetRegistry';
import { type ResourceDefinition, reservedValues, shownFields } from '../../kernel';

export { toFormSchema } from '../../kernel';

/**
 * toUiSchema(def, hidden?, locked?, help?) → one ui:widget per shown property from the widget slot, with its
 * descriptor in ui:options (and the options only the record's actions reach, which a select leaves
 * out: reservedValues); locked inputs (x-follows while their property has a value) are disabled; help
 * (fieldHelp.ts) is said under its input.
 */
export function toUiSchema(definition: ResourceDefinition, hidden: readonly string[] = [], locked: readonly string[] = [], help: Record<string, string> = {}): UiSchema {
  const shown = shownFields(definition, hidden);
  const ui: UiSchema = { 'ui:order': shown.map((field) => field.name) };
  for (const field of shown) {
    const reserved = reservedValues(definition.file, field.name);
    ui[field.name] = {
      'ui:widget': pickWidget(field),
      'ui:options': { descriptor: field, ...(reserved.length && { reserved }) },
      ...(locked.includes(field.name) && { 'ui:disabled': true }),
      ...(help[field.name] && { 'ui:help': help[field.name] }),
    };
  }
  // A range's end is written by the range widget of its start, so it gets no input of its own.
  for (const field of shown) {
    const end = field.schema['x-range-end'];
    if (end && ui[end]) ui[end] = { 'ui:widget': 'hidden' };
  }
  return ui;
}

/**
 * toFormData(def, record) → the written values of a read record (they sit under each property's own
 * name); without a record, what a create starts with: each select's x-ref.initial (a release Open).
 */
export function toFormData(definition: ResourceDefinition, record?: RaRecord): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (!record) {
    for (const field of definition.writable) if (field.reference?.initial !== undefined) data[field.name] = field.reference.initial;
    return data;
  }
  for (const field of definition.writable) {
    const value = record[field.name];
    // A stored attachment is not a File: leaving it out keeps the file the server already has.
    if (value === null || value === undefined || (field.kind === 'attachment' && !(value instanceof File))) continue;
    data[field.name] = value;
  }
  return data;
}
