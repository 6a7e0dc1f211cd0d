import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, type Identifier, type RaRecord } from 'ra-core';
import type { ActionFlags, ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition } from '../schema/defineResource';
import { getPath } from '../schema/paths';

/**
 * useActionFlags(def, record) → { flags, refresh, loaded }: the server's per-record flags (x-actions) when the
 * resource declares them, else the row flags the record carries. A failed load grants nothing.
 */
export function useActionFlags(definition: ResourceDefinition, record: RaRecord | undefined) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const [flags, setFlags] = useState<ActionFlags>({});
  // Whether the server has answered once (granted or not): before that no action shows disabled.
  const [loaded, setLoaded] = useState(false);
  const id: Identifier | undefined = record?.id;
  const refresh = useCallback(() => {
    if (id === undefined || !definition.actions) return;
    dataProvider.actions(definition.name, id).then(setFlags).catch(() => setFlags({})).finally(() => setLoaded(true));
  }, [dataProvider, definition, id]);
  useEffect(refresh, [refresh]);
  if (definition.actions || !record) return { flags, refresh, loaded };
  const { edit, delete: remove } = definition.rowFlags;
  const rowFlag = (name?: string) => name === undefined || Boolean(getPath(record, name));
  return { flags: { edit: rowFlag(edit), delete: rowFlag(remove) }, refresh, loaded: true };
}
