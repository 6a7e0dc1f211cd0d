/**
 * The ranges of a list's number-range filters, the placeholders of their inputs:
 *   ranges => GET x-api.list.GET ?ranges=true     { <field>: { min, max } } beside the total (data.ranges)
 */
import { type ResourceDefinition, listEndpoint, RANGES_PARAM, rangesOf, type ColumnRange } from '../../kernel';
import type { ApiRequest } from './request';

export const listRangesRequest = (definition: ResourceDefinition): ApiRequest =>
  ({ method: 'GET', url: listEndpoint(definition).GET, query: [[RANGES_PARAM, 'true']] });

/** listRangesResponse(def, { data: { ranges: { cost: { min: 1, max: 9 } } } }) → { cost: { min: 1, max: 9 } } */
export const listRangesResponse = (definition: ResourceDefinition, body: unknown): Record<string, ColumnRange> =>
  rangesOf(body, listEndpoint(definition).total);
