/**
 * The administrators' dashboard block of mail that failed to send (source mail.failed): the newest
 * failed messages with their recipient and the relay's refusal, opening the outbox filtered to them.
 * The outbox's route, as src/overrides/outbox/outboxRoutes.ts names it (tests/unit/dashboard checks).
 */
import type { BlockData } from '../../src/kernel';
import type { SourceContext } from '../dashboard/blockSources';

export const FAILED_MAIL_PAGE = '/service-desk/outbox?state=failed';

type Mail = { id: number; subject: string; recipient: string; last_error: string | null };

export async function failedMail({ db, limit }: SourceContext): Promise<BlockData> {
  const mails = await db.all<Mail>("SELECT id, subject, recipient, last_error FROM outbox WHERE state = 'failed' ORDER BY id DESC LIMIT ?", [limit]);
  const { total } = (await db.get<{ total: number }>("SELECT COUNT(*) AS total FROM outbox WHERE state = 'failed'"))!;
  return {
    total,
    link: FAILED_MAIL_PAGE,
    items: mails.map((mail) => ({
      id: mail.id,
      title: mail.subject,
      detail: mail.last_error ? `To ${mail.recipient}: ${mail.last_error}` : `To ${mail.recipient}`,
      link: FAILED_MAIL_PAGE,
    })),
  };
}
