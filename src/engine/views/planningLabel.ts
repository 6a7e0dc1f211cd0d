import type { TranslateFunction } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';

/**
 * planningLabel(def, translate, 'root-cause') → 'Root cause': the x-planning kind's label, translatable
 * as sd.planning.kind.<key>; an undeclared key shows as itself.
 */
export function planningLabel(definition: ResourceDefinition, translate: TranslateFunction, key: string): string {
  const label = definition.planning?.kinds.find((kind) => kind.key === key)?.label ?? key;
  return translate(`sd.planning.kind.${key}`, { _: label });
}
