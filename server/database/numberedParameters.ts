/**
 * A statement's `?` parameters as PostgreSQL numbers them ($1, $2, ...), leaving alone every `?` inside
 * a string literal, a quoted name or a comment: numberedParameters("a = ? AND b = '?'") === "a = $1 AND b = '?'".
 */
export function numberedParameters(text: string): string {
  let out = '';
  let next = 1;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const closing = c === "'" ? "'" : c === '"' ? '"' : null;
    if (closing) {
      // A quote inside is written twice, so the literal ends at the first single one.
      let j = i + 1;
      while (j < text.length && !(text[j] === closing && text[j + 1] !== closing)) j += text[j] === closing ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const j = end === -1 ? text.length : end;
      out += text.slice(i, j);
      i = j;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const j = end === -1 ? text.length : end + 2;
      out += text.slice(i, j);
      i = j;
    } else if (c === '?') {
      out += `$${next++}`;
      i += 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}
