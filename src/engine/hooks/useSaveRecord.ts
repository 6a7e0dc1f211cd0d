import { useState } from 'react';
import { useDataProvider, type Identifier } from 'ra-core';
import type { ResourceDefinition } from '../schema/defineResource';
import type { FieldDescriptor } from '../schema/describeField';
import { useAlert } from './useAlert';
import { messageOfError } from './useDeleteRecord';

type Saved = { data: { id: Identifier }; meta?: { message?: string } };

/**
 * useSaveRecord(def) → save(data, id?, context?, fields?) creates or updates; context names the record a create
 * was opened from (x-api.save.context), fields the inputs of a server-described form (x-api.form). The server's words go to the alert area, field errors back to the form.
 */
export function useSaveRecord(definition: ResourceDefinition) {
  const dataProvider = useDataProvider();
  const alert = useAlert(definition.formAlert);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const save = async (data: Record<string, unknown>, id?: Identifier, context?: Record<string, string>, fields?: FieldDescriptor[]): Promise<Saved | undefined> => {
    setSaving(true);
    setFieldErrors(undefined);
    alert.clear();
    try {
      const meta = context || fields ? { ...(context && { context }), ...(fields && { fields }) } : undefined;
      const result = (id === undefined
        ? await dataProvider.create(definition.name, { data, meta })
        : await dataProvider.update(definition.name, { id, data, previousData: { id }, ...(meta && { meta }) })) as Saved;
      if (result.meta?.message) alert.show('success', result.meta.message);
      return result;
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errors && Object.keys(errors).length > 0) setFieldErrors(errors);
      else alert.show('error', messageOfError(error));
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, fieldErrors };
}
