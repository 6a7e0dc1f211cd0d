import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';
import { planningLabel } from '../views/planningLabel';

/** usePlanningLabel(def)('root-cause') → 'Root cause' (planningLabel with the page's translation). */
export function usePlanningLabel(definition: ResourceDefinition) {
  const translate = useTranslate();
  return useCallback((key: string) => planningLabel(definition, translate, key), [definition, translate]);
}
