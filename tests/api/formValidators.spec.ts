// The validators the server compiles ahead of time for the app (its policy forbids compiling in the
// browser): served as ES modules of the version the app derives, and saying exactly what the run-time
// validators the app used before say, message for message, for every form, command, record and group.
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv, extendAjv } from '../../server/createAjv';
import {
  type ResourceDefinition,
  checkedBy,
  getPath,
  formTarget,
  targetOf,
  targetVersion,
  validatorOf,
  type ValidationTarget,
  type ValidatorFunctions,
  validatorRuntime,
} from '../../src/kernel';
import { recordValidator } from '../../server/validators/recordValidator';
import { build, call, login, multipartBody, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
const dir = mkdtempSync(join(tmpdir(), 'sd-validators-'));
beforeAll(async () => { built = await build(); admin = await login(built.app); });
afterAll(async () => { await built.close(); rmSync(dir, { recursive: true, force: true }); });

const urlOf = (def: ResourceDefinition, target: ValidationTarget, version = targetVersion(target)) =>
  `/service-desk/api/form-validators/${def.name}/${target.name}.js?v=${version}`;

/** The form the server describes for a resource, as the app reads it. */
async function describedForm(def: ResourceDefinition) {
  const create = def.api.form!.create;
  const { body } = await call(built.app, admin, { method: 'GET', url: `${create.GET}?${new URLSearchParams(create.query ?? {})}` });
  return getPath(body, create.schema) as RJSFSchema;
}

let imported = 0;
/** Fetches a target's module and imports it as the browser does (a file here), with the app's runtime. */
async function load(def: ResourceDefinition, target: ValidationTarget): Promise<ValidatorFunctions> {
  const { status, response } = await call(built.app, admin, { method: 'GET', url: urlOf(def, target) });
  expect(status, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  const file = join(dir, `${def.name}-${target.name}-${imported++}.mjs`);
  writeFileSync(file, response.body);
  const module = await import(pathToFileURL(file).href);
  expect(module.version).toBe(targetVersion(target));
  return module.default(validatorRuntime);
}

/** What a form's data may be: nothing; every property of the wrong kind; every property too long, too small or badly formed. */
function samples(schema: RJSFSchema): Array<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}) as Array<[string, RJSFSchema]>;
  const wrong = (property: RJSFSchema) => (property.type === 'string' ? 12 : 'not this');
  const extreme = (property: RJSFSchema) => {
    if (property.type === 'string') return property.format || property.enum ? 'x' : 'é'.repeat(70_000);
    if (property.type === 'integer' || property.type === 'number') return -1.5;
    if (property.type === 'array') return [-1, -1];
    return {};
  };
  return [{}, Object.fromEntries(properties.map(([name, property]) => [name, wrong(property)])),
    Object.fromEntries(properties.map(([name, property]) => [name, extreme(property)]))];
}

// The app's validator before: RJSF's, compiling at run time with the engine's extensions.
const runtimeForms = customizeValidator({ ajvFormatOptions: false, extenderFn: extendAjv as never });

/** Every target the app may ask for: each resource's form, its command dialogs, its record, its form groups. */
async function targetsOf(def: ResourceDefinition): Promise<ValidationTarget[]> {
  const described = def.api.form ? await describedForm(def) : undefined;
  const names = ['form', 'record', 'form-group', ...Object.keys(def.actions?.commands ?? {}).map((name) => `command-${name}`)];
  return names.map((name) => targetOf(def, name, described)).filter((target): target is ValidationTarget => target !== undefined);
}

it('compiles every target of every resource into a module that says what the run-time validators say', async () => {
  let checked = 0;
  for (const def of built.app.resources) {
    for (const target of await targetsOf(def)) {
      const functions = await load(def, target);
      if (target.profile === 'form') {
        const precompiled = createPrecompiledValidator(functions as never, target.root);
        for (const data of samples(target.root)) {
          const label = `${def.name} ${target.name} ${JSON.stringify(data).slice(0, 80)}`;
          expect(precompiled.validateFormData(data, target.root), label).toEqual(runtimeForms.validateFormData(data, target.root));
          for (const condition of target.schemas) expect(precompiled.isValid(condition as RJSFSchema, data, target.root), label).toBe(runtimeForms.isValid(condition as RJSFSchema, data, target.root));
          checked += 1;
        }
      } else {
        const [schema] = target.schemas;
        const runtime = target.name === 'record' ? recordValidator(def.file) : checkedBy(createAjv(target.options).compile(schema));
        for (const data of samples(schema as RJSFSchema)) {
          expect(checkedBy(validatorOf(functions, schema))(structuredClone(data)), `${def.name} ${target.name}`).toEqual(runtime(structuredClone(data)));
          checked += 1;
        }
      }
    }
  }
  // Every resource's form at least, three samples each.
  expect(checked).toBeGreaterThan(3 * built.app.resources.length);
}, 120_000);

it('keeps the errorMessage texts of the resource files', async () => {
  const def = built.app.resources.find((candidate) => candidate.name === 'contract')!;
  const target = formTarget(def);
  const validator = createPrecompiledValidator((await load(def, target)) as never, target.root);
  const { errorSchema } = validator.validateFormData({ name: 'x'.repeat(51) }, target.root);
  expect(errorSchema.name?.__errors).toEqual(['The name should be less than 50 characters.']);
});

it('follows the form groups: a new group makes a new version, and the old one is refused with 409', async () => {
  const def = built.app.resources.find((candidate) => candidate.name === 'change')!;
  const before = formTarget(def, await describedForm(def));
  const created = await call(built.app, admin, { method: 'POST', url: '/service-desk/api/post-form-group/change', ...multipartBody({
    name: 'Rollback', 'change_type_ids[0]': '2',
    'fields[0][key]': 'rollback_plan', 'fields[0][title]': 'Rollback plan', 'fields[0][type]': 'string', 'fields[0][maxLength]': '20', 'fields[0][required]': '1',
  }) });
  expect(created.status).toBe(200);
  const after = formTarget(def, await describedForm(def));
  expect(targetVersion(after)).not.toBe(targetVersion(before));
  const stale = await call(built.app, admin, { method: 'GET', url: urlOf(def, before) });
  expect(stale.status).toBe(409);
  expect(stale.body).toEqual({ success: false, message: 'The form has changed since the page was opened: reload the page.' });
  const validator = createPrecompiledValidator((await load(def, after)) as never, after.root);
  const branch = after.schemas.find((condition) => JSON.stringify(condition).includes('[2]'))!;
  expect(validator.isValid(branch as RJSFSchema, { change_type_id: 2 }, after.root)).toBe(true);
  expect(validator.validateFormData({ rollback_plan: 'x'.repeat(21) }, after.root).errorSchema.rollback_plan?.__errors).toHaveLength(1);
});

describe('refusals', () => {
  const form = () => built.app.resources.find((candidate) => candidate.name === 'problem')!;
  it.each([
    ['an unknown resource', '/service-desk/api/form-validators/nothing/form.js', 404],
    ['an unknown target', '/service-desk/api/form-validators/problem/everything.js', 404],
    ['a command the resource does not declare', '/service-desk/api/form-validators/problem/command-fly.js', 404],
    ['form groups of a resource that takes none', '/service-desk/api/form-validators/problem/form-group.js', 404],
    ['a name that is not a module', '/service-desk/api/form-validators/problem/form', 404],
  ])('answers %s with %i', async (_label, url, status) => {
    expect((await call(built.app, admin, { method: 'GET', url })).status).toBe(status);
  });

  it('needs a session, and serves the module under the policy like every answer', async () => {
    expect((await call(built.app, undefined, { method: 'GET', url: urlOf(form(), formTarget(form())) })).status).toBe(401);
    const { response } = await call(built.app, admin, { method: 'GET', url: urlOf(form(), formTarget(form())) });
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
