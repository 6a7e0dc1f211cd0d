import { describe, expect, it } from 'vitest';
import cabFile from '../../../schemas/cab.json';
import { recordValidator } from '../../../server/validators/recordValidator';
import type { ResourceFile } from '../../../src/kernel';

const file = cabFile as unknown as ResourceFile;
const AT_LEAST_ONE = 'atleast_one_user_or_one_user_type_is_required_to_create_cab';
const level = (extra: Record<string, unknown> = {}) => ({ name: 'Review', order: 1, match: 'all', approvers: { users: [2] }, ...extra });

describe('recordValidator', () => {
  const validate = recordValidator(file);

  it('answers {} for a valid record and dotted 412 keys with the resource file\'s messages otherwise', () => {
    expect(validate({ name: 'Board', levels: [level()] })).toEqual({});
    expect(validate({ name: '', levels: [] })).toEqual({ name: 'This field is required.', levels: 'At least one level is required.' });
    expect(validate({ name: 'Board', send_auto_reminders: 1, levels: [level({ name: '' }), level({ approvers: { users: [], user_types: [] } })] })).toEqual({
      reminder_interval: 'This field is required.', 'levels.0.name': 'This field is required.', 'levels.1.approvers': AT_LEAST_ONE,
    });
    expect(validate({ name: 'Board', levels: [level({ approvers: undefined, match: 'most' })] }))
      .toEqual({ 'levels.0.approvers': AT_LEAST_ONE, 'levels.0.match': 'The selected match is invalid.' });
  });

  it('coerces types and fills defaults only when asked', () => {
    const record: Record<string, unknown> = { name: 'Board', send_auto_reminders: '0', levels: [{ name: 'x', approvers: { user_types: ['2'] } }] };
    expect(validate(structuredClone(record))).not.toEqual({});
    expect(recordValidator(file, { coerceTypes: true, useDefaults: true })(record)).toEqual({});
    expect(record).toMatchObject({ send_auto_reminders: 0, levels: [{ order: 1, match: 'all', approvers: { user_types: [2] } }] });
  });
});
