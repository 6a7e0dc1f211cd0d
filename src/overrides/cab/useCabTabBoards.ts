import type { Identifier } from 'ra-core';
import { messageOfError } from '../../engine/data/messageOfError';
import { useRead } from '../../engine/hooks/useRead';
import { http } from '../http';
import { boardsOf, boardsRequest } from './cabTabApi';

/** useCabTabBoards(changeId, version) → the boards applied to the change, read again when version changes. */
export function useCabTabBoards(changeId: Identifier, version: number) {
  const read = useRead(JSON.stringify([changeId, version]), async () => boardsOf(await http.send(boardsRequest(changeId))));
  const error = read.error === undefined ? undefined : messageOfError(read.error);
  return { boards: read.data ?? [], loading: read.loading, error, reload: read.reload };
}
