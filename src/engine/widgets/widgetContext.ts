import type { RaRecord } from 'ra-core';
import type { LookupItem } from '../data';
import type { ResourceDefinition, FieldDescriptor } from '../../kernel';

/** What SchemaForm hands every widget through RJSF's formContext. */
export interface SchemaFormContext {
  /** The record being edited in its read shape (names of references before options load). */
  record?: RaRecord;
  /** Writes another property of the form (a date range writes its x-range-end partner). */
  setField(name: string, value: unknown): void;
  /** The current form data, for widgets that read a partner property. */
  formData: Record<string, unknown>;
  /** The options of each x-ref.dependsOn select, loaded by the form (which shows the input only when there are some). */
  optionsOf?: Record<string, LookupItem[]>;
  /** x-ref.create by property: the resource an add-new button beside the select creates. */
  createTargets?: Record<string, ResourceDefinition>;
}

/** descriptorOf(options) reads the FieldDescriptor SchemaForm put in the widget's ui:options. */
export const descriptorOf = (options: Record<string, unknown>) => options.descriptor as FieldDescriptor;

/** formContextOf(registry) reads SchemaForm's context from RJSF's registry. */
export const formContextOf = (registry: { formContext?: unknown }) => (registry.formContext ?? {}) as SchemaFormContext;
