import type { RaRecord } from 'ra-core';
import { type FieldDescriptor, getPath, readShapeOf, shownAt } from '../../kernel';

/** What every show field and list cell receives: the property's description and the read record. */
export interface DisplayProps {
  descriptor: FieldDescriptor;
  record: RaRecord | Record<string, unknown>;
}

/** displayValue({ descriptor: { displayPath: 'parent.name' }, record }) reads what people should see. */
export function displayValue({ descriptor, record }: DisplayProps): unknown {
  const shown = shownAt(record, descriptor.displayPath);
  return shown === undefined ? getPath(readShapeOf(record), descriptor.name) : shown;
}
