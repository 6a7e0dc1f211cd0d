import type { FastifyInstance } from 'fastify';
import type { JSONSchema7 } from 'json-schema';
import type { ResourceDefinition } from '../../../src/kernel';
import { findGroups } from '../../repositories/formGroups';
import { composeFormSchema } from './composeFormSchema';

/** describedForm(app, def) → the form the server describes for the resource now: its file with its category's form groups. */
export async function describedForm(app: FastifyInstance, def: ResourceDefinition): Promise<JSONSchema7> {
  const category = def.api.form?.groups?.category;
  return composeFormSchema(def, category ? await findGroups(app.db, category) : []);
}
