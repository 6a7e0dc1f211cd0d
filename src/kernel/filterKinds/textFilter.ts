import type { FilterKindChecks, FilterKindRules } from './filterKindRules';

/** A typed value as sent: trimmed text, or a list as given (a custom number's exact value, [12]); nothing typed gives undefined. */
function typedValue(value: unknown): string | Array<string | number> | undefined {
  if (Array.isArray(value)) return value.length ? value : undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** Kind "text": rows whose value contains the typed words, any case, param=words. */
export const textFilter: FilterKindRules = {
  toQuery: typedValue,
  fromQuery: (value) => value,
};

export const textChecks: FilterKindChecks = {
  blockValueProblem: (value) => (typeof value === 'string' && value.trim() ? undefined : 'words the rows contain'),
};
