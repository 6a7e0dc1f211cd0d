// The kernel's TypeScript view of the x- keywords (src/kernel/keywords.generated.ts), written by npm run gen:types
// from the meta-schema, so the keywords the server checks and the shapes the code reads cannot drift apart.
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import meta from '../schemas/meta/resource.schema.json';

export const KEYWORDS_FILE = join(import.meta.dirname, '..', 'src', 'kernel', 'keywords.generated.ts');

type Schema = { [key: string]: unknown };

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const onlyRequired = (member: unknown): member is { required: string[] } =>
  isSchema(member) && Object.keys(member).every((key) => key === 'required');
const definitions = meta.definitions as Record<string, Schema>;

/**
 * The meta-schema as TypeScript can say it. Rules only a validator holds are left out: a file's own
 * conditions (if/then/else) and choices between required keys (POST, or PATCH with fields), whose keys
 * stay optional. A `required` narrowing a referenced shape ({ $ref: endpoint }, { required: [GET] }) gets
 * those keys' schemas, so the type says they are there. A property is PropertySchema (propertySchema.ts):
 * JSON Schema with the property keywords, which the property definition gives as PropertyKeywords.
 */
function typeView(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typeView);
  if (!isSchema(node)) return node;
  if (node.$ref === '#/definitions/property') return { tsType: "import('./propertySchema').PropertySchema" };
  const view: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(value) && value.every(onlyRequired)) continue;
    if (key === 'allOf' && Array.isArray(value)) {
      const members = value.filter((member) => !(isSchema(member) && 'if' in member));
      if (members.length) view.allOf = members.map((member) => allOfMember(member, members));
      continue;
    }
    view[key] = typeView(value);
  }
  return view;
}

/** One member of an allOf; a bare `required` beside a $ref member takes its keys' schemas from that reference. */
function allOfMember(member: unknown, members: unknown[]): unknown {
  const ref = members.find((other): other is { $ref: string } => isSchema(other) && typeof other.$ref === 'string');
  if (!ref || !onlyRequired(member)) return typeView(member);
  const shape = definitions[ref.$ref.replace('#/definitions/', '')].properties as Schema;
  return { type: 'object', required: member.required, properties: Object.fromEntries(member.required.map((key) => [key, typeView(shape[key])])) };
}

/** The text of src/kernel/keywords.generated.ts; the root's title is for people, the code calls a file ResourceFile. */
export async function generateKeywordTypes(): Promise<string> {
  return compile({ ...(typeView(meta) as Schema), title: 'ResourceFile' } as never, 'ResourceFile', {
    // A tsType naming a type of another module imports it in place ("import('./propertySchema').PropertySchema").
    bannerComment: '/* Generated from schemas/meta/resource.schema.json by npm run gen:types. Do not edit. */',
    additionalProperties: false,
    // Lengths are the validator's: a tuple type would make every list built in code spell its length.
    ignoreMinAndMaxItems: true,
    // The property definition is only referenced as PropertySchema, yet its keywords are wanted.
    unreachableDefinitions: true,
    format: true,
  });
}
