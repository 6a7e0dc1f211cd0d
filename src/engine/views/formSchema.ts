/** Pure mappers from a ResourceDefinition to what RJSF needs: the form schema, the uiSchema, the start data. */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { RaRecord } from 'ra-core';
import { pickWidget } from '../widgetRegistry';
import type { ResourceDefinition } from '../schema/defineResource';
import type { FieldDescriptor } from '../schema/describeField';
import type { PropertySchema } from '../schema/types';

// Dates are sent as 'YYYY-MM-DD HH:mm:ss', which the strict date-time format would refuse.
const formPropertySchema = (descriptor: FieldDescriptor): PropertySchema => {
  if (descriptor.kind !== 'date-time' && descriptor.kind !== 'daterange') return descriptor.schema;
  const { format: _format, ...rest } = descriptor.schema;
  return rest;
};

/** The properties a form shows: the writable ones, less those hidden (an x-permission not granted). */
const shownFields = (definition: ResourceDefinition, hidden: readonly string[]) =>
  definition.writable.filter((field) => !hidden.includes(field.name));

/** toFormSchema(def, hidden?) → the write schema without readOnly or hidden properties and resource-level x- keywords. */
export function toFormSchema(definition: ResourceDefinition, hidden: readonly string[] = []): RJSFSchema {
  const shown = shownFields(definition, hidden);
  const names = new Set(shown.map((field) => field.name));
  // The file's root if/then/else (a property required while another has a value) holds in the form too.
  const { if: condition, then, else: otherwise } = definition.file;
  return {
    type: 'object',
    required: (definition.file.required ?? []).filter((name) => names.has(name)),
    properties: Object.fromEntries(shown.map((field) => [field.name, formPropertySchema(field)])),
    ...(condition && { if: condition, ...(then && { then }), ...(otherwise && { else: otherwise }) }),
  } as RJSFSchema;
}

/**
 * toUiSchema(def, hidden?, locked?) → one ui:widget per shown property from the widget slot, with its
 * descriptor in ui:options; locked inputs (x-follows while their property has a value) are disabled.
 */
export function toUiSchema(definition: ResourceDefinition, hidden: readonly string[] = [], locked: readonly string[] = []): UiSchema {
  const shown = shownFields(definition, hidden);
  const ui: UiSchema = { 'ui:order': shown.map((field) => field.name) };
  for (const field of shown) {
    ui[field.name] = { 'ui:widget': pickWidget(field), 'ui:options': { descriptor: field }, ...(locked.includes(field.name) && { 'ui:disabled': true }) };
  }
  // A range's end is written by the range widget of its start, so it gets no input of its own.
  for (const field of shown) {
    const end = field.schema['x-range-end'];
    if (end && ui[end]) ui[end] = { 'ui:widget': 'hidden' };
  }
  return ui;
}

/** toFormData(def, record) → the written values of a read record (they sit under each property's own name). */
export function toFormData(definition: ResourceDefinition, record?: RaRecord): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (!record) return data;
  for (const field of definition.writable) {
    const value = record[field.name];
    // A stored attachment is not a File: leaving it out keeps the file the server already has.
    if (value === null || value === undefined || (field.kind === 'attachment' && !(value instanceof File))) continue;
    data[field.name] = value;
  }
  return data;
}
