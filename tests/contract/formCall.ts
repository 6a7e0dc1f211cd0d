// How the contract test calls the rows of server-described forms (x-api.form): the create form
// with the fixed query the resource file gives it (the table names none), a record's edit form,
// the form-group list and save, and x-actions commands that PATCH their fields.
import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, fillUrl } from '../../src/kernel';
import { call, type Session } from '../api/helpers';
import { definitionFor, type CallFamily } from './callFamily';

type FormRow = 'create' | 'edit' | 'groups' | 'saveGroup' | { command: string };

interface Row { area: string; path: string }

/** The rows this helper calls: built with the change form, then the asset form. */
export const isFormRow = (row: Row) => row.path === '/api/form/render'
  || (row.area === 'changes' && /\/api\/(edit-change\/\{id\}|update-activity-duration\/\{changeId\})$/.test(row.path))
  || (row.area === 'assets' && row.path === '/service-desk/api/edit-asset/{id}')
  || (row.area === 'form-groups' && /\/(change|asset)$/.test(row.path));

/** Which form call a table row is for this resource, if any. */
export function formUrl(def: ResourceDefinition, path: string): FormRow | undefined {
  const form = def.api.form;
  const record = path.replace(/\{[a-z]*Id\}$/, '{id}');
  if (form?.create.GET === path) return 'create';
  if (form?.edit.GET === record) return 'edit';
  if (form?.groups?.list.GET === path) return 'groups';
  if (form?.groups?.save.POST === path) return 'saveGroup';
  const command = Object.entries(def.actions?.commands ?? {}).find(([, spec]) => spec.PATCH === record);
  return command ? { command: command[0] } : undefined;
}

let made = 0;

/** Records a row works on: an edit form reads the first, a command writes a new one (the first may be closed by then). */
export interface FormRecords { first(): Promise<number>; fresh(): Promise<number> }

/** The request of a form row. */
export async function formCall(app: FastifyInstance, session: Session, def: ResourceDefinition, row: FormRow, records: FormRecords) {
  const form = def.api.form!;
  if (row === 'create') return { url: `${form.create.GET}?${new URLSearchParams(form.create.query ?? {}).toString()}`, extra: {} };
  if (row === 'edit') return { url: fillUrl(form.edit.GET, { id: await records.first() }), extra: {} };
  if (row === 'groups') return { url: form.groups!.list.GET, extra: {} };
  if (row === 'saveGroup') {
    const lookup = def.fields[form.groups!.by].reference!.lookup;
    const { body } = await call(app, session, { method: 'GET', url: lookup });
    const typeId = (Object.values(body.data)[0] as Array<{ id: number }>)[0].id;
    return { url: form.groups!.save.POST, extra: { payload: { name: `Contract group ${++made}`, [form.groups!.field]: [typeId], fields: [] } } };
  }
  const command = def.actions!.commands![row.command];
  const values = Object.fromEntries((command.fields ?? []).map((field) => [field, 15]));
  return { url: fillUrl(command.PATCH!, { id: await records.fresh() }), extra: { payload: values } };
}

export const formFamily: CallFamily = {
  name: 'form', handles: (row, resources) => resources.some((def) => formUrl(def, row.path)),
  prepare: ({ app, session, resources, row, firstId, createRecord }) => {
    const def = definitionFor(resources, (candidate) => formUrl(candidate, row.path));
    return formCall(app, session, def, formUrl(def, row.path)!, { first: () => firstId(def), fresh: () => createRecord(def, 3) });
  },
};
