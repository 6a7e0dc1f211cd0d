import type { ResourceFile } from './types';
import type { FileProblem } from './fileProblem';

/**
 * x-report groups chart counts by one value per record, so countBy must name a property holding
 * one id or one option: reportReferences(file) → [[pointer, reason]].
 */
export function reportReferences(file: ResourceFile): FileProblem[] {
  const report = file['x-report'];
  if (!report) return [];
  const schema = file.properties[report.countBy];
  if (!schema) return [['/x-report/countBy', `"${report.countBy}" names no property`]];
  const single = (schema['x-ref'] && !schema['x-ref'].multiple) || schema.oneOf || schema.enum;
  return single ? [] : [['/x-report/countBy', `"${report.countBy}" is neither a single reference nor a choice`]];
}
