import type { ComponentType } from 'react';
import type { FieldDescriptor, FilterKindName, ResourceDefinition } from '../../kernel';

/** One filter of a list's panel, declared in x-list or a custom field the server lists, as its kind draws it. */
export interface PanelFilter {
  /** Where its value sits in the filter values: the filter's key, under CUSTOM_FILTERS for a custom field. */
  key: string;
  custom: boolean;
  kind: FilterKindName;
  /** Its label, and a select's choices or look-up. */
  descriptor: FieldDescriptor;
  /** The property it filters (whose stored range a number range shows). */
  field: string;
  /** A select takes several values. */
  multiple: boolean;
  /** A date range also offers 'within last' (not one sent as two parameters, nor a custom field's). */
  relative: boolean;
}

/** Chosen ids, named by the filter's look-up or by its options. */
export interface IdsValue { kind: 'ids'; ids: Array<string | number>; lookup?: string; options?: Map<string, string> }
/** A range of dates (or 'within last') or of numbers. */
export interface RangeValue { kind: 'range'; from?: string; to?: string; last?: string; dates: boolean }
export interface TextValue { kind: 'text'; text: string }

/** What one active filter holds, in a shape its chip names: chosen ids, a range, or typed text. */
export type ActiveValue = IdsValue | RangeValue | TextValue;

export interface FilterInputProps {
  filter: PanelFilter;
  definition: ResourceDefinition;
  value: unknown;
  /** The new value; `empty` when the filter no longer narrows anything (it is then removed). */
  onChange(value: unknown, empty: boolean): void;
}

/**
 * The browser's half of a list-filter kind (the headless half, its query form and checks, is
 * src/kernel/filterKinds): the panel's input, and the chip above the list while it narrows it.
 */
export interface FilterKind {
  Input: ComponentType<FilterInputProps>;
  /** What the value narrows the list by, for its chip; undefined when nothing, or a shape the kind cannot read. */
  active(value: unknown, filter: PanelFilter): ActiveValue | undefined;
  /** The chip's words for a value `active` gave (so of the kind's own shape): a hook, as naming chosen ids asks their look-up. */
  useChipText(value: ActiveValue): string;
}
