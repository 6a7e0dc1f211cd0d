/**
 * The messages of one level, by its own dotted keys: levelErrors({ 'levels.1.name': 'x' }, 1) gives
 * { name: 'x' }. The browser's check and the server's 412 use the same keys.
 */
export function levelErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `levels.${index}.`;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(prefix)).map(([key, message]) => [key.slice(prefix.length), message]));
}
