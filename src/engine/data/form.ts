/**
 * Forms the server describes (x-api.form):
 *   create => GET x-api.form.create.GET ?<its fixed query>   the JSON Schema at create.schema
 *   edit   => GET x-api.form.edit.GET ({id})                 the JSON Schema at edit.schema, the record at edit.record
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { JSONSchema7 } from 'json-schema';
import { type ResourceDefinition, fillUrl, getPath } from '../../kernel';
import { readRecord } from './readRecord';
import type { ApiRequest } from './request';

/** A form as the server describes it: its schema (with if/then branches of form groups) and, for an edit, the record. */
export interface FormDescription {
  schema: JSONSchema7;
  record?: RaRecord;
}

const formOf = (definition: ResourceDefinition) => {
  if (!definition.api.form) throw new Error(`${definition.name} declares no x-api.form`);
  return definition.api.form;
};

/** formRequest(def) asks for the create form, formRequest(def, 4) for record 4's edit form. */
export function formRequest(definition: ResourceDefinition, id?: Identifier): ApiRequest {
  const form = formOf(definition);
  if (id !== undefined) return { method: 'GET', url: fillUrl(form.edit.GET, { id }) };
  const query = Object.entries(form.create.query ?? {});
  return { method: 'GET', url: form.create.GET, ...(query.length ? { query } : {}) };
}

/** formResponse(def, body, id?) → the schema (an empty object schema when the answer has none) and the edited record, normalised like getOne's. */
export function formResponse(definition: ResourceDefinition, body: unknown, id?: Identifier): FormDescription {
  const form = formOf(definition);
  const endpoint = id === undefined ? form.create : form.edit;
  const schema = getPath(body, endpoint.schema);
  const raw = endpoint.record === undefined ? undefined : getPath(body, endpoint.record);
  return {
    schema: schema && typeof schema === 'object' ? schema as JSONSchema7 : { type: 'object', properties: {} },
    ...(raw && typeof raw === 'object' ? { record: readRecord(definition, raw) } : {}),
  };
}
