/** The widest line a model file is written with: an object or list that fits stays on one line. */
const WIDTH = 120;

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** One line, spaced as the shipped files are: { "type": "string", "maxLength": 30 } and ["a", "b"]. */
function inline(value: unknown): string {
  if (!isContainer(value)) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const entries = Object.entries(value);
  return entries.length ? `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`).join(', ')} }` : '{}';
}

/** value at indent, after `lead` characters on its first line (its key), within WIDTH when it can be. */
function format(value: unknown, indent: string, lead: number): string {
  const flat = inline(value);
  if (!isContainer(value) || indent.length + lead + flat.length + 1 <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return value.length ? `[\n${value.map((item) => `${inner}${format(item, inner, 0)}`).join(',\n')}\n${indent}]` : '[]';
  }
  const lines = Object.entries(value).map(([key, item]) => {
    const name = `${JSON.stringify(key)}: `;
    return `${inner}${name}${format(item, inner, name.length)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/**
 * A model file's text as an export or an apply writes it: 2-space JSON ending with a newline, keys in
 * the order given (so a git diff shows exactly the change), short objects and lists on one line.
 */
export const formatModelFile = (value: unknown): string => `${format(value, '', 0)}\n`;
