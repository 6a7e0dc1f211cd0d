import { describe, expect, it } from 'vitest';
import contractFile from '../../../schemas/contract.json';
import { saveRequest } from '../../../src/engine/data/records';
import { defineResource, receivedValue, sentValues, type ResourceFile } from '../../../src/kernel';

const contract = defineResource(contractFile as unknown as ResourceFile);
const notifyTo = contract.fields.notify_to;
const sent = (data: Record<string, unknown>, id?: number) =>
  (saveRequest(contract, data, id).multipart ?? []).filter(([name]) => /^(notify_to|notify_agent_ids|email_ids)/.test(name));

describe('x-send: a mixed list as one indexed list per item type', () => {
  it('sends agent ids as notify_agent_ids[i] and typed e-mails as email_ids[i], never notify_to', () => {
    expect(sent({ notify_to: [2, 'ops@example.org', 4, 'desk@example.org'] })).toEqual([
      ['notify_agent_ids[0]', '2'], ['notify_agent_ids[1]', '4'], ['email_ids[0]', 'ops@example.org'], ['email_ids[1]', 'desk@example.org'],
    ]);
    expect(sent({ notify_to: ['ops@example.org'] })).toEqual([['email_ids[0]', 'ops@example.org']]);
  });

  it('sends nothing for an empty list on a create, and one empty field to clear it on an update', () => {
    expect(sent({ notify_to: [] })).toEqual([]);
    expect(sent({})).toEqual([]);
    expect(sent({ notify_to: [] }, 5)).toEqual([['notify_agent_ids', '']]);
  });

  it('sentValues and receivedValue are each other\'s inverse, and the server reads a plain list too', () => {
    expect(sentValues(notifyTo, [3, 'a@b.co'])).toEqual({ notify_agent_ids: [3], email_ids: ['a@b.co'] });
    expect(receivedValue(notifyTo, { notify_agent_ids: ['3'], email_ids: ['a@b.co'] })).toEqual([3, 'a@b.co']);
    expect(receivedValue(notifyTo, { notify_to: ['5', 'x@y.io'] })).toEqual([5, 'x@y.io']);
    expect(receivedValue(notifyTo, { notify_agent_ids: '' })).toEqual([]);
    expect(receivedValue(notifyTo, { name: 'x' })).toBeUndefined();
  });
});
