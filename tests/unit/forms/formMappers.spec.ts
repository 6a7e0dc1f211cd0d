// Requests and answers of server-described forms and form commands, exact URL and body, plus the
// pure view helpers they use: which action shows disabled, how custom values read, a command's form.
import { describe, expect, it } from 'vitest';
import changeFile from '../../../schemas/change.json';
import { commandRequest } from '../../../src/engine/data/actions';
import { formRequest, formResponse } from '../../../src/engine/data/form';
import { saveRequest } from '../../../src/engine/data/records';
import { defineResource, describeField, type ResourceFile } from '../../../src/kernel';
import { actionGate } from '../../../src/engine/views/actionGate';
import { commandDefinition } from '../../../src/engine/views/commandForm';
import { commandsWriting } from '../../../src/engine/views/commandsWriting';
import { customValuesAt, customValueText } from '../../../src/engine/views/customValueText';

const change = defineResource(changeFile as unknown as ResourceFile);

describe('form requests', () => {
  it('asks for the create form with its fixed query, and for a record\'s edit form by id', () => {
    expect(formRequest(change)).toEqual({ method: 'GET', url: '/api/form/render', query: [['category', 'change'], ['panel', 'agent']] });
    expect(formRequest(change, 7)).toEqual({ method: 'GET', url: '/service-desk/api/edit-change/7' });
  });

  it('reads the schema, and for an edit the record normalised like getOne\'s with its group values', () => {
    const form = { type: 'object', properties: { subject: { type: 'string' } } };
    expect(formResponse(change, { success: true, data: { form } })).toEqual({ schema: form });
    const edit = formResponse(change, { data: { form, change: { id: 7, subject: 'x', change_type: { id: 1, name: 'Minor' }, rollback_tested: 'Yes' } } }, 7);
    expect(edit.record).toMatchObject({ id: 7, change_type_id: 1, rollback_tested: 'Yes' });
    expect(formResponse(change, { success: true }).schema).toEqual({ type: 'object', properties: {} });
  });
});

describe('command requests', () => {
  it('posts a command without fields and PATCHes one with fields, sending those only', () => {
    expect(commandRequest(change, 'close', 4)).toEqual({ method: 'POST', url: '/service-desk/api/change-close/4' });
    expect(commandRequest(change, 'duration', 4, { total_activity_duration: 90, subject: 'ignored' })).toEqual({
      method: 'PATCH', url: '/service-desk/api/update-activity-duration/4', json: { total_activity_duration: 90 },
    });
    expect(commandRequest(change, 'duration', 4).json).toEqual({ total_activity_duration: null });
  });
});

describe('saveRequest with a described form', () => {
  it('sends the form\'s own fields, group fields included, and wraps rich text that is not a block', () => {
    const fields = [change.fields.subject, change.fields.description, describeField('rollback_tested', { type: 'string', enum: ['Yes'] })];
    const request = saveRequest(change, { subject: 'Patch', description: 'Now <b>please</b>', rollback_tested: 'Yes', risk: 'High' }, undefined, {}, fields);
    expect(request.multipart).toEqual([['subject', 'Patch'], ['description', '<p>Now <b>please</b></p>'], ['rollback_tested', 'Yes']]);
  });
});

describe('actionGate', () => {
  const unless = { flag: 'change_details_edit_permission', tooltip: 'can_not_update_change' };
  it.each([
    [undefined, {}, unless, true, 'enabled'],
    ['change_edit', { change_edit: true }, unless, true, 'enabled'],
    ['change_edit', { change_details_edit_permission: false }, unless, true, 'disabled'],
    ['change_edit', { change_details_edit_permission: false }, unless, false, 'hidden'],
    ['change_delete', { change_details_edit_permission: true }, unless, true, 'hidden'],
    ['change_edit', {}, undefined, true, 'hidden'],
  ] as const)('%s with %j → %s', (flag, flags, given, loaded, expected) => {
    expect(actionGate(flag, flags as Record<string, boolean>, given, loaded)).toBe(expected);
  });
});

describe('custom values', () => {
  it.each([
    [{ value: '2026-05-01 22:00:00', field_type: 'date' }, 'May 1st 2026, 10:00 pm'],
    [{ value: ['VPN', 'Mail'], field_type: 'select' }, 'VPN, Mail'],
    [{ value: null, field_type: 'text' }, '---'],
    [{ value: 12, field_type: 'number' }, '12'],
  ])('%j reads %j', (item, text) => { expect(customValueText(item as never)).toBe(text); });

  it('reads only lists of values', () => {
    expect(customValuesAt([{ label: 'Risk', value: 'High', field_type: 'select' }, null, 3])).toEqual([{ label: 'Risk', value: 'High', field_type: 'select' }]);
    expect(customValuesAt({})).toEqual([]);
  });
});

describe('commandDefinition', () => {
  it('makes the command\'s readOnly fields the form\'s only, required inputs', () => {
    const form = commandDefinition(change, 'duration');
    expect(form.writable).toHaveLength(1);
    expect(form.writable[0]).toMatchObject({ name: 'total_activity_duration', kind: 'duration', readOnly: false, required: true });
    expect(form.writable[0].schema.readOnly).toBeUndefined();
    expect(form.file.required).toEqual(['total_activity_duration']);
    expect(commandsWriting(change, 'total_activity_duration')).toEqual(['duration']);
    expect(commandsWriting(change, 'subject')).toEqual([]);
  });
});
