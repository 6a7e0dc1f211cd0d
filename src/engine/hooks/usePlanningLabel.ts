import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';

/**
 * usePlanningLabel(def)('root-cause') → 'Root cause': the kind's label from x-planning, translatable
 * as sd.planning.kind.<key>; an undeclared key shows as itself.
 */
export function usePlanningLabel(definition: ResourceDefinition) {
  const translate = useTranslate();
  return useCallback((key: string) => {
    const label = definition.planning?.kinds.find((kind) => kind.key === key)?.label ?? key;
    return translate(`sd.planning.kind.${key}`, { _: label });
  }, [definition, translate]);
}
