/**
 * Where an apply's problems belong. The server says each as `file pointer: reason`
 * ('vendor.json /properties/phone/maxLength: must be integer'); a pointer into a property goes to that
 * property's row, one into another keyword to that keyword's place, the rest to the list at the top.
 */
export interface Problem { file: string; pointer: string; reason: string; text: string }

const SHAPE = /^(\S+) (\/\S*): ([\s\S]*)$/;

/** problemOf('vendor.json /properties/phone: x') → { file: 'vendor.json', pointer: '/properties/phone', reason: 'x', … } */
export function problemOf(text: string): Problem {
  const match = SHAPE.exec(text);
  return match ? { file: match[1], pointer: match[2], reason: match[3], text } : { file: '', pointer: '', reason: text, text };
}

const segments = (pointer: string) => pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The property a problem names ('/properties/phone/maxLength' → 'phone'; '/required/5' of ['name', …] → its name), if any. */
export function propertyOfProblem(problem: Problem, required: string[] = []): string | undefined {
  const [first, second] = segments(problem.pointer);
  if (first === 'properties') return second;
  if (first === 'required' && second !== undefined) return required[Number(second)];
  return undefined;
}

/** The top keyword a problem names ('/x-list/columns/5' → 'x-list'), if any. */
export const keywordOfProblem = (problem: Problem) => segments(problem.pointer)[0];
