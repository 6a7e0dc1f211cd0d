// The rules the group editor and the server share: same words under the same dotted keys.
import { expect, it } from 'vitest';
import { formGroupErrors, groupTypesKey } from '../../../src/kernel';
import { formGroupValidator } from '../../../server/routes/formGroups/formGroupValidator';

it.each([
  [{ name: 'Ok', kind_ids: [1], fields: [{ key: 'size', title: 'Size', type: 'string', enum: ['S'] }] }, {}],
  [{ name: '', kind_ids: [] }, { name: 'This field is required.', kind_ids: 'This field is required.' }],
  [{ name: 'x'.repeat(51), kind_ids: [1] }, { name: 'The name should be less than 50 characters.' }],
  [{ name: 'Keys', kind_ids: [1], fields: [{ key: '', title: 'A', type: 'string' }, { key: '9x', title: 'B', type: 'string' }] },
    { 'fields.0.key': 'This field is required.', 'fields.1.key': 'The key must start with a small letter and hold only small letters, digits and _ (at most 50).' }],
  [{ name: 'Options', kind_ids: [1], fields: [{ key: 'a', title: 'A', type: 'string', enum: [] }] }, { 'fields.0.enum': 'The options must be 1 to 100 different texts.' }],
  [{ name: 'Shapes', kind_ids: [1], fields: [{ key: 'a', title: 'A', type: 'integer', maxLength: 3 }, { key: 'a', title: 'B', type: 'string' }] },
    { 'fields.0.maxLength': 'Only a string field can have maxLength.', 'fields.1.key': 'The key has already been taken.' }],
])('formGroupErrors(%j)', (body, errors) => {
  expect(formGroupErrors(structuredClone(body), formGroupValidator('kind_ids'))).toEqual(errors);
});

it('names the read key of the types beside their ids', () => expect(groupTypesKey('asset_type_ids')).toBe('asset_types'));
