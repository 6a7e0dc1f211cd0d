import type { default as Ajv, ValidateFunction } from 'ajv';
import meta from '../schemas/meta/resource.schema.json';
import {
  bulkReferences,
  dashboardReferences,
  formReferences,
  formRuleReferences,
  importReferences,
  linkFieldReferences,
  linkReferences,
  listFilterReferences,
  menuItemReferences,
  optionReferences,
  planningReferences,
  rangeReferences,
  registeredKindNames,
  registeredKinds,
  reportReferences,
  savedFilterReferences,
  type ResourceFile,
} from '../src/kernel';
import { createAjv } from './createAjv';
import { validateJsonFile } from './validateJsonFile';

export type Validation = { ok: true; file: ResourceFile } | { ok: false; errors: string[] };

// Compiled with the kinds registered now (registeredKinds), again only if a kind is registered later.
let compiled: { kinds: string; validate: ValidateFunction } | undefined;
function metaValidator(): ValidateFunction {
  const kinds = registeredKindNames();
  if (compiled?.kinds !== kinds) compiled = { kinds, validate: createAjv().compile(registeredKinds(meta)) };
  return compiled.validate;
}

/** Checks the meta-schema cannot express: every name a keyword mentions must be a property. */
function crossReferences(file: ResourceFile): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const known = new Set(Object.keys(file.properties));
  const mustName = (pointer: string, name: string | undefined) => {
    if (name !== undefined && !known.has(name)) problems.push([pointer, `"${name}" names no property`]);
  };
  const list = file['x-list'] ?? { title: '', columns: [] };
  (file.required ?? []).forEach((name, i) => { mustName(`/required/${i}`, name); });
  list.columns.forEach((name, i) => { mustName(`/x-list/columns/${i}`, name); });
  (list.sortable ?? []).forEach((name, i) => { mustName(`/x-list/sortable/${i}`, name); });
  (list.search ?? []).forEach((name, i) => { mustName(`/x-list/search/${i}`, name); });
  (list.filters ?? []).forEach((filter, i) => { mustName(`/x-list/filters/${i}/field`, filter.field); });
  mustName('/x-list/simpleList/primary', list.simpleList?.primary);
  (list.simpleList?.secondary ?? []).forEach((name, i) => { mustName(`/x-list/simpleList/secondary/${i}`, name); });
  mustName('/x-list/simpleList/tertiary', list.simpleList?.tertiary);
  (file['x-show']?.fields ?? []).forEach((name, i) => { mustName(`/x-show/fields/${i}`, name); });
  mustName('/x-resource/recordRepresentation', file['x-resource'].recordRepresentation);
  if (list.defaultSort && !(list.sortable ?? []).includes(list.defaultSort.field)) {
    problems.push(['/x-list/defaultSort/field', `"${list.defaultSort.field}" is not in x-list/sortable`]);
  }
  for (const [name, schema] of Object.entries(file.properties)) {
    mustName(`/properties/${name}/x-range-end`, schema['x-range-end']);
    // A number is a stored text the save writes: not a read-only, linked or derived value.
    if (schema['x-sequence'] && (schema.type !== 'string' || schema.readOnly || schema.format || schema['x-ref'] || schema['x-link'] || schema['x-derived'])) {
      problems.push([`/properties/${name}/x-sequence`, 'a numbered property must be a writable text property']);
    }
  }
  if (list.columnChooser && !file['x-report']) problems.push(['/x-list/columnChooser', 'a column chooser reads its choices at x-report/columns: declare x-report']);
  const actions = file['x-actions'];
  file['x-show']?.menus?.forEach((menu, m) => { menu.items.forEach((item, i) => {
    const pointer = `/x-show/menus/${m}/items/${i}`;
    if (item.flag !== undefined && !actions?.flags[item.flag]) problems.push([`${pointer}/flag`, `"${item.flag}" is not in x-actions/flags`]);
  }); });
  Object.keys(actions?.lockedWhen ?? {}).forEach((name) => { mustName(`/x-actions/lockedWhen/${name}`, name); });
  for (const [command, spec] of Object.entries(actions?.commands ?? {})) {
    for (const name of Object.keys(spec.sets ?? {})) mustName(`/x-actions/commands/${command}/sets/${name}`, name);
  }
  mustName('/x-store/number/field', file['x-store']?.number?.field);
  file['x-store']?.indexes?.forEach((columns, i) => { columns.forEach((name, c) => { mustName(`/x-store/indexes/${i}/${c}`, name); }); });
  file['x-show']?.tabs?.forEach((tab, i) => {
    if (tab.kind === 'activity' && !file['x-api'].activity) problems.push([`/x-show/tabs/${i}`, 'an activity tab needs x-api/activity']);
    if (tab.flag !== undefined && !actions?.flags[tab.flag]) problems.push([`/x-show/tabs/${i}/flag`, `"${tab.flag}" is not in x-actions/flags`]);
  });
  problems.push(...listFilterReferences(file));
  problems.push(...menuItemReferences(file));
  problems.push(...planningReferences(file));
  problems.push(...linkReferences(file));
  problems.push(...linkFieldReferences(file));
  problems.push(...bulkReferences(file));
  problems.push(...formReferences(file));
  problems.push(...savedFilterReferences(file));
  problems.push(...reportReferences(file));
  problems.push(...importReferences(file));
  problems.push(...rangeReferences(file));
  problems.push(...formRuleReferences(file));
  problems.push(...optionReferences(file));
  problems.push(...dashboardReferences(file));
  for (const op of ['getOne', 'delete'] as const) {
    const endpoint = file['x-api'][op];
    if (!endpoint) continue;
    const url = endpoint.GET ?? endpoint.DELETE ?? '';
    if (!url.includes('{id}')) problems.push([`/x-api/${op}`, `${url} has no {id} placeholder`]);
  }
  return problems;
}

// One Ajv to see that each file compiles as a schema: a new one per file (its formats and error
// keywords made again) was most of a model's load, paid by every apply and by each worker after it.
let schemaChecker: Ajv | undefined;
function compileOnce(file: ResourceFile): void {
  schemaChecker ??= createAjv();
  // Without its $id, so the next load's file of the same name is no clash, and removed after.
  const { $id: _id, ...schema } = file;
  try {
    schemaChecker.compile(schema);
  } finally {
    schemaChecker.removeSchema(schema);
  }
}

/** Validates one resource file's text; each error is one line: "file pointer: reason". */
export function validateResourceFile(fileName: string, text: string): Validation {
  const checked = validateJsonFile<ResourceFile>(fileName, text, metaValidator());
  if (!checked.ok) return checked;
  const file = checked.value;
  const problems = crossReferences(file).map(([pointer, reason]) => `${fileName} ${pointer}: ${reason}`);
  try {
    compileOnce(file);
  } catch (error) {
    problems.push(`${fileName} /: not a valid JSON Schema: ${(error as Error).message}`);
  }
  return problems.length ? { ok: false, errors: problems } : { ok: true, file };
}
