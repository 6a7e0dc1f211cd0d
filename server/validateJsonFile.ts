import type { ValidateFunction } from 'ajv';

export type JsonValidation<T> = { ok: true; value: T } | { ok: false; errors: string[] };

const where = (offset: number, text: string) => {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
};

function parse(fileName: string, text: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const at = position ? ` (${where(Number(position[1]), text)})` : '';
    return { error: `${fileName}: invalid JSON${at}: ${message}` };
  }
}

/** A model file's text parsed and checked against its meta-schema; each error one line: "file pointer: reason". */
export function validateJsonFile<T>(fileName: string, text: string, validate: ValidateFunction): JsonValidation<T> {
  const parsed = parse(fileName, text);
  if (parsed.error) return { ok: false, errors: [parsed.error] };
  if (validate(parsed.value)) return { ok: true, value: parsed.value as T };
  const errors = (validate.errors ?? []).map((e) => {
    const detail = e.keyword === 'additionalProperties'
      ? `unknown keyword "${(e.params as { additionalProperty: string }).additionalProperty}"`
      : e.message ?? e.keyword;
    return `${fileName} ${e.instancePath || '/'}: ${detail}`;
  });
  return { ok: false, errors: [...new Set(errors)] };
}
