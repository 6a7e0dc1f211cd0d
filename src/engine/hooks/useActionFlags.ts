import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier, type RaRecord } from 'ra-core';
import type { ActionFlags, ServiceDeskDataProvider } from '../data';
import { type ResourceDefinition, getPath } from '../../kernel';
import { actionFlagsQuery } from './showQueries';

const NONE: ActionFlags = {};

/**
 * useActionFlags(def, record) → { flags, refresh, loaded }: the server's per-record flags (x-actions) when the
 * resource declares them, else the row flags the record carries. A failed load grants nothing.
 */
export function useActionFlags(definition: ResourceDefinition, record: RaRecord | undefined) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const id: Identifier | undefined = record?.id;
  const query = useQuery({
    ...actionFlagsQuery(dataProvider, definition.name, id ?? ''),
    enabled: id !== undefined && definition.actions !== undefined,
  });
  const refresh = () => { if (id !== undefined && definition.actions) void query.refetch(); };
  // Whether the server has answered once (granted or not): before that no action shows disabled.
  if (definition.actions || !record) return { flags: query.data ?? NONE, refresh, loaded: query.data !== undefined };
  const { edit, delete: remove } = definition.rowFlags;
  const rowFlag = (name?: string) => name === undefined || Boolean(getPath(record, name));
  return { flags: { edit: rowFlag(edit), delete: rowFlag(remove) }, refresh, loaded: true };
}
