import type { CustomFilter } from '../../../src/kernel';
import { badRequest } from '../../httpErrors';
import type { ListFilterQuery } from '../../repositories/filterCondition';
import { comparedAs, parseDateRange } from './parseDateRange';
import { integerList, MAX_LIST_VALUES, optionValues, scalar, searchTerm, valueList, type RawQuery } from './parseQuery';

const NUMBER = /^-?[0-9]{1,15}(\.[0-9]{1,15})?$/;

/**
 * A custom field's query value by its type (see CustomFilterType), checked as strictly as the
 * declared filters: an unknown option, a non-number or a bad date range is a 400, never a guess.
 * parseCustomFilter({ key: 'risk', type: 'choice', options: [{ id: 'Low', ... }] }, { 'risk[0]': 'Low' })
 * gives [{ kind: 'ids', field: 'risk', values: ['Low'], inList: false }]. `property`: the field's descriptor, whose kind says how its dates compare.
 */
export function parseCustomFilter(filter: CustomFilter, query: RawQuery, property?: { kind: string }): ListFilterQuery[] {
  const field = filter.key;
  switch (filter.type) {
    case 'choice':
    case 'boolean': {
      const raw = valueList(query, field);
      return raw ? [{ kind: 'ids', field, values: optionValues(field, (filter.options ?? []).map((option) => option.id), raw), inList: false }] : [];
    }
    case 'reference': {
      const values = integerList(query, field);
      return values ? [{ kind: 'ids', field, values, inList: false }] : [];
    }
    case 'number': {
      const raw = valueList(query, field);
      if (!raw) return [];
      if (raw.length > MAX_LIST_VALUES || raw.some((value) => !NUMBER.test(value))) throw badRequest(`The ${field} must be a list of numbers.`);
      return [{ kind: 'ids', field, values: raw.map(Number), inList: false }];
    }
    case 'daterange': {
      const raw = scalar(query, field)?.trim();
      const range = raw ? parseDateRange(field, raw) : {};
      return range.from || range.to ? [{ kind: 'daterange', field, ...comparedAs(property)(range) }] : [];
    }
    case 'text': {
      const term = searchTerm(query, field);
      return term ? [{ kind: 'contains', field, term }] : [];
    }
  }
}
