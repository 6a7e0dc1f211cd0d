/**
 * What the app validates in the browser, which the server compiles ahead of time (the app's policy
 * forbids compiling code at run time): a target per screen of a resource, named in its URL,
 *   form            the create/edit form: the schema with every field shown, the conditions it tests
 *   command-<name>  an x-actions command's dialog
 *   record          the whole resource file (the CAB editor checks a board with it)
 *   form-group      a form group's body (the group editor)
 * Both sides derive a target from the same definition (and the form the server describes), so the
 * app can say which version it expects and find each schema's function by its RJSF hash.
 */
// The hash alone, not RJSF's utilities, so that the server loads the kernel without them.
import hashForSchema from '@rjsf/utils/lib/hashForSchema.js';
import type { RJSFSchema } from '@rjsf/utils';
import type { Options } from 'ajv';
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import { appFile } from './appFile';
import type { Validate } from './fieldErrors';
import { commandDefinition } from './commandDefinition';
import type { ResourceDefinition } from './defineResource';
import { formDefinition } from './formDefinition';
import { FORM_GROUP_OPTIONS, formGroupSchema } from './formGroupRules';
import { flattenFormSchema } from './resolveFormSchema';
import { toFormSchema } from './toFormSchema';

/**
 * 'form': compiled as RJSF compiles (its options, every sub-schema RJSF validates alone) from `root`,
 * plus `schemas` tested alone; 'record': `schemas` compiled as the server compiles records, with `options`.
 */
export type ValidationTarget =
  | { name: string; profile: 'form'; root: RJSFSchema; schemas: JSONSchema7[] }
  | { name: string; profile: 'record'; options: Options; schemas: JSONSchema7[] };

/** A target of an RJSF form. */
export type FormTarget = Extract<ValidationTarget, { profile: 'form' }>;

/** The functions of a compiled target, by RJSF hash of their schema (hashForSchema). */
export type ValidatorFunctions = Record<string, Validate>;

const conditionOf = (branch: JSONSchema7Definition | undefined) => (typeof branch === 'object' && typeof branch.if === 'object' ? [branch.if] : []);

/**
 * formTarget(def, described?) → the form's target: the resource file's form, or the one the server
 * describes (x-api.form) with every form group's fields; its conditions are the file's root `if`
 * and each group's `if`, which the form tests to choose the fields it shows.
 */
export function formTarget(definition: ResourceDefinition, described?: JSONSchema7): FormTarget {
  const every = described ? formDefinition(definition, flattenFormSchema(described, 'all')) : definition;
  const conditions = [...conditionOf(definition.file as JSONSchema7), ...(described?.allOf ?? []).flatMap(conditionOf)];
  return { name: 'form', profile: 'form', root: toFormSchema(every), schemas: conditions as JSONSchema7[] };
}

/** commandTarget(def, 'renew') → the target of the command's form dialog. */
export const commandTarget = (definition: ResourceDefinition, command: string): FormTarget =>
  ({ name: `command-${command}`, profile: 'form', root: toFormSchema(commandDefinition(definition, command)), schemas: [] });

/** recordTarget(def) → the whole resource file, compiled as the server's recordValidator(file) compiles it. */
export const recordTarget = (definition: ResourceDefinition): ValidationTarget =>
  ({ name: 'record', profile: 'record', options: {}, schemas: [appFile(definition.file) as JSONSchema7] });

/** formGroupTarget(def) → a form group body of the resource's category, as the server checks it. */
export const formGroupTarget = (definition: ResourceDefinition): ValidationTarget =>
  ({ name: 'form-group', profile: 'record', options: FORM_GROUP_OPTIONS, schemas: [formGroupSchema(definition.api.form!.groups!.field) as JSONSchema7] });

/**
 * targetOf(def, 'command-renew', described?) → the target a URL names, undefined for one the resource
 * does not have (a command it does not declare, form groups it does not take).
 */
export function targetOf(definition: ResourceDefinition, name: string, described?: JSONSchema7): ValidationTarget | undefined {
  if (name === 'form') return formTarget(definition, described);
  if (name === 'record') return recordTarget(definition);
  if (name === 'form-group') return definition.api.form?.groups ? formGroupTarget(definition) : undefined;
  const command = /^command-(.+)$/.exec(name)?.[1];
  return command && Object.hasOwn(definition.actions?.commands ?? {}, command) ? commandTarget(definition, command) : undefined;
}

/** The version of a target: changes with any schema of it (a form group edited since), so a stale one is never used. */
export const targetVersion = (target: ValidationTarget): string => hashForSchema(target as unknown as RJSFSchema);

/** validatorOf(functions, schema) → the precompiled function of one schema of the target; a schema it lacks throws. */
export function validatorOf(functions: ValidatorFunctions, schema: object) {
  const validate = functions[hashForSchema(schema as RJSFSchema)];
  if (!validate) throw new Error(`No precompiled validator for the schema ${JSON.stringify(schema).slice(0, 200)}.`);
  return validate;
}
