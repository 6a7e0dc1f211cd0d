import { useCallback, useEffect, useState } from 'react';
import type { Identifier } from 'ra-core';
import { messageOfError } from '../../engine/hooks/useDeleteRecord';
import { http } from '../http';
import { boardsOf, boardsRequest, type CabBoard } from './cabTabApi';

/** useCabTabBoards(changeId, version) → the boards applied to the change, read again when version changes. */
export function useCabTabBoards(changeId: Identifier, version: number) {
  const [state, setState] = useState<{ boards: CabBoard[]; loading: boolean; error?: string }>({ boards: [], loading: true });
  const [again, setAgain] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    http.send(boardsRequest(changeId))
      .then((body) => { if (current) setState({ boards: boardsOf(body), loading: false }); })
      .catch((failure) => { if (current) setState({ boards: [], loading: false, error: messageOfError(failure) }); });
    // A late answer to an earlier read is dropped.
    return () => { current = false; };
  }, [changeId, version, again]);
  const reload = useCallback(() => setAgain((n) => n + 1), []);
  return { ...state, reload };
}
