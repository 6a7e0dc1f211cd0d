import { useMemo } from 'react';
import { type ResourceDefinition, eitherHidden, lockedFields, onceLocked } from '../../kernel';
import { useDependentOptions } from './useDependentOptions';

/**
 * useFormRules(def, formData, record) → what the resource file's form rules say about the current data: the
 * inputs x-either and x-ref.dependsOn leave out, the inputs x-follows locks and those x-once locks
 * (the edited record holds them already), and the options loaded for each dependsOn input (handed to
 * its select, so the look-up runs once).
 */
export function useFormRules(definition: ResourceDefinition, data: Record<string, unknown>, record?: Record<string, unknown>) {
  const { optionsOf, hidden: dependent } = useDependentOptions(definition.writable, data);
  const lockedKey = [...lockedFields(definition.writable, data), ...onceLocked(definition.writable, record)].join(',');
  const hiddenKey = [...eitherHidden(definition.either, data), ...dependent].join(',');
  return useMemo(() => ({
    optionsOf,
    hidden: hiddenKey ? hiddenKey.split(',') : [],
    locked: lockedKey ? lockedKey.split(',') : [],
  }), [optionsOf, hiddenKey, lockedKey]);
}
