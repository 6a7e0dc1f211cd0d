import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAlert } from '../../engine/hooks/useAlert';
import { messageOfError } from '../../engine/data/messageOfError';
import { http } from '../http';
import { mailOf, mailRequest, outboxListRequest, outboxPage, retryRequest, type MailState, type OutboxMail } from './outboxApi';
import { OUTBOX_ALERT } from './outboxRoutes';

const OUTBOX_KEY = 'sd.outbox';
// The worker changes states behind the screen's back: a visible page follows it.
const REFRESH_MS = 10_000;

/** useOutboxPage(1, 10) → the newest mails (of a state, if given), read again every few seconds while shown. */
export function useOutboxPage(page: number, limit: number, state?: MailState) {
  return useQuery({
    queryKey: [OUTBOX_KEY, 'list', page, limit, state],
    queryFn: async () => outboxPage(await http.send(outboxListRequest(page, limit, state))),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
}

/** useOutboxMail(id) → one mail with its body, or nothing while no id is chosen. */
export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: [OUTBOX_KEY, 'mail', id],
    queryFn: async () => mailOf(await http.send(mailRequest(id!))),
    enabled: id !== null,
    retry: false,
  });
}

/** retry(mail): puts a failed mail back in the queue, says so in the screen's alert area, reads the outbox again. */
export function useRetryMail() {
  const alert = useAlert(OUTBOX_ALERT);
  const queryClient = useQueryClient();
  return useCallback(async (mail: Pick<OutboxMail, 'id'>) => {
    try {
      const body = await http.send<{ message?: string }>(retryRequest(mail.id));
      alert.show('success', body.message ?? '');
    } catch (error) {
      alert.show('error', messageOfError(error));
    }
    await queryClient.invalidateQueries({ queryKey: [OUTBOX_KEY] });
  }, [alert, queryClient]);
}
