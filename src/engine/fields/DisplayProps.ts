import type { RaRecord } from 'ra-core';
import type { FieldDescriptor } from '../schema/describeField';
import { getPath } from '../schema/paths';

/** What every show field and list cell receives: the property's description and the read record. */
export interface DisplayProps {
  descriptor: FieldDescriptor;
  record: RaRecord | Record<string, unknown>;
}

/** displayValue({ descriptor: { displayPath: 'parent.name' }, record }) reads what people should see. */
export function displayValue({ descriptor, record }: DisplayProps): unknown {
  const shown = getPath(record, descriptor.displayPath);
  return shown === undefined ? getPath(record, descriptor.name) : shown;
}
