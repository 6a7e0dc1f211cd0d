import type { RaRecord } from 'ra-core';
import type { FieldDescriptor } from '../schema/describeField';

/** What SchemaForm hands every widget through RJSF's formContext. */
export interface SchemaFormContext {
  /** The record being edited in its read shape (names of references before options load). */
  record?: RaRecord;
  /** Writes another property of the form (a date range writes its x-range-end partner). */
  setField(name: string, value: unknown): void;
  /** The current form data, for widgets that read a partner property. */
  formData: Record<string, unknown>;
}

/** descriptorOf(options) reads the FieldDescriptor SchemaForm put in the widget's ui:options. */
export const descriptorOf = (options: Record<string, unknown>) => options.descriptor as FieldDescriptor;

/** formContextOf(registry) reads SchemaForm's context from RJSF's registry. */
export const formContextOf = (registry: { formContext?: unknown }) => (registry.formContext ?? {}) as SchemaFormContext;
