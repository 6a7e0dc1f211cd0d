import type { ColumnChoice } from '../data/columnChoices';
import type { ResourceDefinition, FieldDescriptor } from '../../kernel';

/**
 * The keys a list shows: the person's own choice where one is kept (keys the server no longer offers
 * are dropped), else the choices the server displays by default, in the server's order.
 * chosenKeys([{ key: 'a', display: true }, { key: 'b', display: false }], ['b']) → ['b']
 */
export function chosenKeys(choices: ColumnChoice[], kept: string[] | undefined): string[] {
  const shown = new Set(kept ?? choices.filter((choice) => choice.display).map((choice) => choice.key));
  return choices.filter((choice) => shown.has(choice.key)).map((choice) => choice.key);
}

/**
 * The descriptors of the shown columns; a key the resource file does not describe (a column a real
 * server adds) is shown as the row's text under the server's label. No choices (not loaded, or the
 * call failed) means the x-list columns.
 * chosenColumns(def, choices, ['name']) → [def.fields.name]
 */
export function chosenColumns(definition: ResourceDefinition, choices: ColumnChoice[], keys: string[]): FieldDescriptor[] {
  if (choices.length === 0) return definition.columns;
  const labels = new Map(choices.map((choice) => [choice.key, choice.value]));
  return keys.map((key) => definition.fields[key] ?? {
    name: key, label: labels.get(key) ?? key, kind: 'text', schema: {}, required: false, readOnly: true, readPath: key, displayPath: key,
  });
}

/** toggledKey(['a', 'b'], 'a') → ['b']; the last shown column stays (a list always shows one). */
export function toggledKey(keys: string[], key: string): string[] {
  if (!keys.includes(key)) return [...keys, key];
  return keys.length > 1 ? keys.filter((shown) => shown !== key) : keys;
}
