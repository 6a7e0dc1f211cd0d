import type { ResourceDefinition } from '../../src/kernel';
import { LABELS_URL } from '../routes/barcode/labelsRoute';

/**
 * The resource whose records get labels: the one whose list prints its ticked rows' labels (an
 * x-list bulk action linking to the labels page), so the module names no resource. Name and
 * identifier are read from its table.
 */
export const labelledResource = (resources: ResourceDefinition[]) =>
  resources.find((def) => def.file['x-list']?.bulkActions?.some((action) => action.href === LABELS_URL));
