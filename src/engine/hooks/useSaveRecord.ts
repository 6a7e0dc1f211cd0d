import { useEffect, useRef, useState } from 'react';
import { useDataProvider, type Identifier, type RaRecord } from 'ra-core';
import { isConflict } from '../data/httpError';
import { type ResourceDefinition, type FieldDescriptor, ROW_VERSION } from '../../kernel';
import { useAlert } from './useAlert';
import { messageOfError } from '../data/messageOfError';

type Saved = { data: { id: Identifier; [ROW_VERSION]?: unknown }; meta?: { message?: string } };

/**
 * useSaveRecord(def, record) → save(data, id?, context?, fields?) creates or updates; context names the record a create
 * was opened from (x-api.save.context), fields the inputs of a server-described form (x-api.form). The server's words go to the alert area, field errors back to the form.
 * An update carries the version the form's record was read at (then the one each save answered): a save refused because
 * someone else changed the record since (409) sets `conflict` to the server's words and changes nothing in the form.
 */
export function useSaveRecord(definition: ResourceDefinition, record?: RaRecord) {
  const dataProvider = useDataProvider();
  const alert = useAlert(definition.formAlert);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const [conflict, setConflict] = useState<string>();
  // Kept apart from the record: a second save may come before the reload after the first is back.
  const version = useRef<unknown>(record?.[ROW_VERSION]);
  useEffect(() => { version.current = record?.[ROW_VERSION]; }, [record]);
  const save = async (data: Record<string, unknown>, id?: Identifier, context?: Record<string, string>, fields?: FieldDescriptor[]): Promise<Saved | undefined> => {
    setSaving(true);
    setFieldErrors(undefined);
    setConflict(undefined);
    alert.clear();
    try {
      const meta = context || fields ? { ...(context && { context }), ...(fields && { fields }) } : undefined;
      const previousData = { id: id!, [ROW_VERSION]: version.current };
      const result = (id === undefined
        ? await dataProvider.create(definition.name, { data, meta })
        : await dataProvider.update(definition.name, { id, data, previousData, ...(meta && { meta }) })) as Saved;
      if (id !== undefined) version.current = result.data[ROW_VERSION];
      if (result.meta?.message) alert.show('success', result.meta.message);
      return result;
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (isConflict(error)) setConflict(messageOfError(error));
      else if (errors && Object.keys(errors).length > 0) setFieldErrors(errors);
      else alert.show('error', messageOfError(error));
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, fieldErrors, conflict, clearConflict: () => setConflict(undefined) };
}
