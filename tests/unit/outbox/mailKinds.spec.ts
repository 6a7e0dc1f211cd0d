// The outbox screen names every kind of mail the server writes in words, never its raw key.
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '../../../server/mail/mailKinds';
import { outboxMessages } from '../../../src/overrides/outbox/outboxMessages';

describe('the outbox\'s kinds of mail', () => {
  it('has words for each kind the server writes, and for no other', () => {
    expect(Object.keys(outboxMessages.outbox.kinds).sort()).toEqual([...MAIL_KINDS].sort());
    for (const words of Object.values(outboxMessages.outbox.kinds)) expect(words).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });
});
