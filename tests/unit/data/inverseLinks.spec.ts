// The asset page's associated links as the client sends them: inverse links listed through the
// target's own link filter, attached and detached through one body-typed URL (const fields), and
// links of the tab cells filled from the row.
import { describe, expect, it } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import changeFile from '../../../schemas/change.json';
import contractFile from '../../../schemas/contract.json';
import problemFile from '../../../schemas/problem.json';
import releaseFile from '../../../schemas/release.json';
import ticketFile from '../../../schemas/ticket.json';
import { attachRequest, detachRequest, linkCandidatesRequest, linkedRequest } from '../../../src/engine/data/links';
import { encodeQuery } from '../../../src/engine/data/request';
import { connectLinks, defineResource, type ResourceFile } from '../../../src/kernel';
import { cellHref } from '../../../src/engine/views/cellHref';

const [asset] = connectLinks([assetFile, problemFile, ticketFile, changeFile, releaseFile, contractFile]
  .map((file) => defineResource(file as unknown as ResourceFile)));
const query = (request: { query?: Array<[string, string]> }) => decodeURIComponent(encodeQuery(request.query));
const pagination = { page: 1, perPage: 10 };

describe('inverse links (an asset\'s problems are the problems whose assets link holds it)', () => {
  it.each([
    ['problems', '/service-desk/api/problem-list', 'asset_ids[0]=7'],
    ['changes', '/service-desk/api/change-list', 'asset_ids[0]=7'],
    ['releases', '/service-desk/api/release-list', 'asset_ids[0]=7'],
    ['contracts', '/service-desk/api/contract-list', 'asset_ids[0]=7'],
    ['tickets', '/service-desk/api/ticket-list', 'asset-ids[0]=7'],
  ])('lists %s from %s by the target\'s own link filter', (link, url, filter) => {
    const request = linkedRequest(asset, { link, id: 7, pagination });
    expect(request.url).toBe(url);
    expect(query(request)).toContain(filter);
  });

  it('attaches and detaches through the one URL, the type sent as the link\'s const', () => {
    expect(attachRequest(asset, 'problems', 7, [3, 4])).toEqual({
      method: 'POST', url: '/service-desk/api/attach-asset-services/7', json: { type: 'sd_problem', type_ids: [3, 4] },
    });
    expect(attachRequest(asset, 'tickets', 7, [9]).json).toEqual({ type: 'tickets', type_ids: [9] });
    expect(detachRequest(asset, 'contracts', 7, 2)).toEqual({
      method: 'DELETE', url: '/service-desk/api/detach-asset-services/7', json: { type: 'sd_contracts', type_ids: [2] },
    });
  });

  it('asks the picker for targets not yet holding the asset', () => {
    expect(query(linkCandidatesRequest(asset, 'releases', 7, {}, 'erp'))).toContain('asset_id[0]=7');
  });
});

describe('cellHref', () => {
  it('fills each {path} from the row\'s read shape and links nowhere while a value is missing', () => {
    expect(cellHref('/user/{requester.id}', { requester: { id: 4 } })).toBe('/user/4');
    expect(cellHref('/service-desk/vendor/{vendor.id}/show', { vendor: { id: 2, name: 'Dell' } })).toBe('/service-desk/vendor/2/show');
    expect(cellHref('/user/{assignedTo.id}', { assignedTo: null })).toBeUndefined();
    expect(cellHref('/x/{name}', { name: 'a/b' })).toBe('/x/a%2Fb');
  });
});
