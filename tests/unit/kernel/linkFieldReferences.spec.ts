import { describe, expect, it } from 'vitest';
import problemFile from '../../../schemas/problem.json';
import { validateResourceFile } from '../../../server/validateResourceFile';

const withAssetIds = (change: Record<string, unknown>) => {
  const file = structuredClone(problemFile) as unknown as { properties: Record<string, Record<string, unknown>> };
  Object.assign(file.properties.asset_ids, change);
  return validateResourceFile('problem.json', JSON.stringify(file));
};

describe('x-link and x-permission in a resource file', () => {
  it('accepts the shipped problem file', () => {
    expect(withAssetIds({})).toMatchObject({ ok: true });
  });

  it.each([
    [{ 'x-link': 'parts' }, 'problem.json /properties/asset_ids/x-link: "parts" is not in x-links'],
    [{ type: 'integer' }, 'problem.json /properties/asset_ids: an x-link property is a list of ids: type "array" with x-ref.multiple'],
    [{ readOnly: true }, 'problem.json /properties/asset_ids/readOnly: an x-link property is written: drop readOnly'],
    [{ 'x-read': undefined }, 'problem.json /properties/asset_ids: say where the read record carries the linked records: x-read "<key>.id"'],
  ])('refuses %j', (change, message) => {
    expect(withAssetIds(change)).toEqual({ ok: false, errors: [message] });
  });

  it('refuses an x-permission without its flag, naming the pointer', () => {
    const result = withAssetIds({ 'x-permission': { GET: '/service-desk/get/permissions', record: 'data.actions' } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatch(/^problem.json \/properties\/asset_ids\/x-permission: /);
  });
});
