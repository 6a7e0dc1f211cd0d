// A problem created from a ticket (x-api.save.context ticket_id): the create page's query string
// reaches the save as the declared parameters only.
import { describe, expect, it } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import problemFile from '../../../schemas/problem.json';
import ticketFile from '../../../schemas/ticket.json';
import { saveRequest } from '../../../src/engine/data/records';
import { connectLinks, defineResource, contextFrom, type ResourceFile } from '../../../src/kernel';

const [problem] = connectLinks([problemFile, assetFile, ticketFile].map((file) => defineResource(file as unknown as ResourceFile)));

describe('create from a ticket', () => {
  it('takes only the declared parameters from the create page URL', () => {
    expect(contextFrom(problem, new URLSearchParams('ticket_id=7&change_id=3&tab=2'))).toEqual({ ticket_id: '7' });
    expect(contextFrom(problem, new URLSearchParams('ticket_id='))).toEqual({});
  });

  it('sends ticket_id as the query of the save, and nothing undeclared', () => {
    const request = saveRequest(problem, { subject: 'VPN' }, undefined, { ticket_id: '7', change_id: '3' });
    expect(request).toMatchObject({ method: 'POST', url: '/service-desk/api/problem/', query: [['ticket_id', '7']] });
    expect(request.multipart).toEqual([['subject', 'VPN']]);
    expect(saveRequest(problem, { subject: 'VPN' }).query).toBeUndefined();
  });
});
