// The data provider sends the version a record was read at with its update (ROW_VERSION), and sends
// none to a server whose records carry none, so the same build works against either.
import { describe, expect, it, vi } from 'vitest';
import assetTypeFile from '../../../schemas/asset-type.json';
import contractTypeFile from '../../../schemas/contract-type.json';
import problemFile from '../../../schemas/problem.json';
import { createDataProvider } from '../../../src/engine/data/dataProvider';
import { createHttpClient, type HttpClient } from '../../../src/engine/data/httpClient';
import { readVersion, savePlanningRequest } from '../../../src/engine/data/planning';
import { saveRequest } from '../../../src/engine/data/records';
import { defineResource, ROW_VERSION, UNWRITTEN_VERSION, type ResourceFile } from '../../../src/kernel';

const assetType = defineResource(assetTypeFile as unknown as ResourceFile);
const contractType = defineResource(contractTypeFile as unknown as ResourceFile);
const problem = defineResource(problemFile as unknown as ResourceFile);

describe('saveRequest and the row version', () => {
  it.each([
    ['an update read at version 3 sends it after the id', 5, 3, [['id', '5'], [ROW_VERSION, '3'], ['name', 'Laptop']]],
    ['an update of a record read without one sends none', 5, undefined, [['id', '5'], ['name', 'Laptop']]],
    ['a null version is none', 5, null, [['id', '5'], ['name', 'Laptop']]],
    ['a create never sends one', undefined, 3, [['name', 'Laptop']]],
  ])('%s', (_name, id, version, entries) => {
    expect(saveRequest(contractType, { name: 'Laptop' }, id, {}, undefined, version).multipart).toEqual(entries);
  });
});

describe('savePlanningRequest and the row version', () => {
  it.each([
    ['an entry read at version 2 sends it', 2, [['identifier', 'impact'], ['description', '<p>x</p>'], [ROW_VERSION, '2']]],
    ['an entry read before anyone wrote it sends version 0', 0, [['identifier', 'impact'], ['description', '<p>x</p>'], [ROW_VERSION, '0']]],
    ['without a version, none', undefined, [['identifier', 'impact'], ['description', '<p>x</p>']]],
  ])('%s', (_name, version, entries) => {
    expect(savePlanningRequest(problem, 4, { key: 'impact', description: '<p>x</p>', version }).multipart).toEqual(entries);
  });

  it.each([
    ['an entry read with a version goes with it', { key: 'impact', description: '<p>x</p>', attachment: null, [ROW_VERSION]: 3 }, 3],
    ['a kind not written yet goes as unwritten', { key: 'impact', description: '', attachment: null }, UNWRITTEN_VERSION],
    ['a written entry from a server without versions goes with none', { key: 'impact', description: '<p>x</p>', attachment: null }, undefined],
  ])('readVersion: %s', (_name, entry, version) => {
    expect(readVersion(entry)).toBe(version);
  });
});

describe('dataProvider.update', () => {
  const provider = (answer: unknown) => {
    const send = vi.fn(async () => answer);
    return { send, dataProvider: createDataProvider([assetType, contractType], { send, baseUrl: '' } as unknown as HttpClient) };
  };

  it('sends the version of previousData, the record as it was read, and answers the saved record with its new version', async () => {
    const { send, dataProvider } = provider({ success: true, message: 'Contract type updated successfully.', data: { id: 5, name: 'Lease', [ROW_VERSION]: 4 } });
    const saved = await dataProvider.update('contract-type', { id: 5, data: { name: 'Lease' }, previousData: { id: 5, name: 'Rent', [ROW_VERSION]: 3 } });
    expect(send).toHaveBeenCalledWith({ method: 'POST', url: '/service-desk/api/contract-type', multipart: [['id', '5'], [ROW_VERSION, '3'], ['name', 'Lease']] });
    expect(saved).toEqual({ data: { id: 5, name: 'Lease', [ROW_VERSION]: 4 }, meta: { message: 'Contract type updated successfully.' } });
  });

  it('sends no version for a record read from a server that has none', async () => {
    const { send, dataProvider } = provider({ success: true });
    await dataProvider.update('contract-type', { id: 5, data: { name: 'Lease' }, previousData: { id: 5, name: 'Rent' } });
    expect(send).toHaveBeenCalledWith({ method: 'POST', url: '/service-desk/api/contract-type', multipart: [['id', '5'], ['name', 'Lease']] });
  });

  it('hands the server\'s refusal of a stale save (409) on as react-admin\'s HttpError with its words', async () => {
    const message = 'Someone else changed this contract type since you opened it, so nothing was saved. Reload it to see their changes.';
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ success: false, message }), { status: 409 }));
    const dataProvider = createDataProvider([contractType], createHttpClient('', fetchImpl as unknown as typeof fetch));
    await expect(dataProvider.update('contract-type', { id: 5, data: { name: 'Lease' }, previousData: { id: 5, [ROW_VERSION]: 1 } }))
      .rejects.toMatchObject({ status: 409, message });
  });
});
