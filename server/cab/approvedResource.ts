import type { ResourceDefinition } from '../../src/kernel';
import { CAB_FLAG_CONDITIONS } from './cabFlags';

/**
 * The resource whose records take approval boards: the one whose x-actions flags ask the CAB
 * module's conditions (`when: cab.*`), so the module names no resource.
 */
export const approvedResource = (resources: ResourceDefinition[]) =>
  resources.find((def) => Object.values(def.actions?.flags ?? {}).some((grant) => grant.when !== undefined && Object.hasOwn(CAB_FLAG_CONDITIONS, grant.when)));
