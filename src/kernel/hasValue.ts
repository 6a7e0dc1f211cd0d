/** hasValue(0) === true, hasValue('') === hasValue([]) === hasValue(null) === false: whether a form value counts as given. */
export const hasValue = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '') && !(Array.isArray(value) && !value.some(hasValue));
