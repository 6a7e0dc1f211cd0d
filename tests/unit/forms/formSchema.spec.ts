// Pure pieces of server-described forms: branches of form groups, the flat schema a form renders,
// the definition built from it, durations, rich text blocks, and the change file's form keywords.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JSONSchema7 } from 'json-schema';
import { describe, expect, it } from 'vitest';
import changeFile from '../../../schemas/change.json';
import {
  conditionMatcher,
  defineResource,
  formatDuration,
  joinDuration,
  splitDuration,
  formDefinition,
  flattenFormSchema,
  matchingBranches,
  type ResourceFile,
  formTarget,
  wrapBlock,
} from '../../../src/kernel';
import { validateResourceFile } from '../../../server/validateResourceFile';
import { precompiled } from '../precompiledValidators';

const schema: JSONSchema7 = {
  type: 'object',
  required: ['name', 'kind_id'],
  properties: { name: { type: 'string', title: 'Name' }, kind_id: { type: 'integer', title: 'Kind' } },
  allOf: [
    { if: { properties: { kind_id: { enum: [1, 2] } }, required: ['kind_id'] },
      then: { properties: { window: { type: 'string', format: 'date-time', title: 'Window' } }, required: ['window'] } },
    { if: { properties: { kind_id: { enum: [2] } }, required: ['kind_id'] },
      then: { properties: { notes: { type: 'string', 'x-widget': 'textarea' } as JSONSchema7 }, required: [] } },
  ],
};
// The conditions the server precompiles with the change form it describes.
const matches = conditionMatcher(precompiled(formTarget(defineResource(changeFile as unknown as ResourceFile), schema)));

describe('matchingBranches', () => {
  it.each([
    [{}, []],
    [{ kind_id: 3 }, []],
    [{ kind_id: 1 }, [0]],
    [{ kind_id: 2, name: 'x' }, [0, 1]],
  ])('%j → %j', (data, expected) => {
    expect(matchingBranches(schema, data, matches)).toEqual(expected);
  });

  it('answers none for a schema without branches', () => {
    expect(matchingBranches({ type: 'object', properties: {} }, { kind_id: 1 }, () => true)).toEqual([]);
  });
});

describe('flattenFormSchema', () => {
  it('adds the chosen branches\' properties and required names after the base ones', () => {
    expect(flattenFormSchema(schema, [0])).toEqual({
      properties: { ...schema.properties, window: { type: 'string', format: 'date-time', title: 'Window' } },
      required: ['name', 'kind_id', 'window'],
    });
    expect(Object.keys(flattenFormSchema(schema, []).properties)).toEqual(['name', 'kind_id']);
    expect(Object.keys(flattenFormSchema(schema, 'all').properties)).toEqual(['name', 'kind_id', 'window', 'notes']);
  });
});

describe('formDefinition', () => {
  const change = defineResource(changeFile as unknown as ResourceFile);
  it('describes the form\'s fields in place of the file\'s and keeps the rest of the definition', () => {
    const flat = flattenFormSchema({ ...schema, properties: { ...changeFile.properties, ...schema.properties } as never }, [0, 1]);
    const form = formDefinition(change, flat);
    expect(form.fields.window).toMatchObject({ kind: 'date-time', required: true, label: 'Window' });
    expect(form.fields.notes).toMatchObject({ kind: 'textarea', required: false });
    expect(form.fields.attachment.download).toBe(change.api.download?.GET);
    expect(form.writable.map((field) => field.name)).not.toContain('total_activity_duration');
    expect(form.writable.map((field) => field.name)).toContain('window');
    expect(form.routes).toBe(change.routes);
    expect(form.file.required).toEqual(flat.required);
  });
});

describe('durations', () => {
  it.each([[0, '0h 0m'], [90, '1h 30m'], [125, '2h 5m'], ['45', '0h 45m'], [-1, undefined], [1.5, undefined], ['abc', undefined], [null, undefined]])(
    'formatDuration(%j) === %j', (minutes, text) => { expect(formatDuration(minutes)).toBe(text); },
  );

  it.each([
    ['', '', undefined], ['1', '30', 90], ['2', '', 120], ['', '45', 45], [' 1 ', '5', 65], ['one', '', 'oneh m'], ['1', '-5', '1h -5m'],
  ])('joinDuration(%j, %j) → %j', (hours, minutes, value) => { expect(joinDuration(hours, minutes)).toBe(value); });

  it('splits stored minutes into the two inputs', () => {
    expect(splitDuration(90)).toEqual({ hours: '1', minutes: '30' });
    expect(splitDuration(undefined)).toEqual({ hours: '', minutes: '' });
  });
});

describe('wrapBlock', () => {
  it.each([
    ['Patch <b>now</b>', '<p>Patch <b>now</b></p>'],
    ['<p>Done</p>', '<p>Done</p>'],
    ['<ul><li>a</li></ul>', '<ul><li>a</li></ul>'],
    ['<h2>Plan</h2><p>x</p>', '<h2>Plan</h2><p>x</p>'],
    ['<strong>Bold</strong> start', '<p><strong>Bold</strong> start</p>'],
    ['', ''],
  ])('%j → %j', (html, expected) => { expect(wrapBlock(html)).toBe(expected); });
});

describe('the form keywords of a resource file', () => {
  const original = readFileSync(join(import.meta.dirname, '../../../schemas/change.json'), 'utf8');
  const errorsOf = (edit: (file: Record<string, any>) => void) => {
    const file = JSON.parse(original);
    edit(file);
    const result = validateResourceFile('schemas/change.json', JSON.stringify(file));
    return result.ok ? [] : result.errors;
  };

  it('accepts change.json as shipped', () => {
    expect(errorsOf(() => undefined)).toEqual([]);
  });

  it.each([
    ['groups by a property without x-ref', (f: any) => { f['x-api'].form.groups.by = 'subject'; },
      '/x-api/form/groups/by: "subject" is no property with an x-ref'],
    ['a command writing no property', (f: any) => { f['x-actions'].commands.duration.fields = ['minutes']; },
      '/x-actions/commands/duration/fields/0: "minutes" names no property'],
    ['a stamp on a text', (f: any) => { f['x-actions'].commands.close.stamps = ['subject']; },
      '/x-actions/commands/close/stamps/0: "subject" names no date-time property'],
    ['an unknown disabledUnless flag', (f: any) => { f['x-show'].disabledUnless.flag = 'nope'; },
      '/x-show/disabledUnless/flag: "nope" is not in x-actions/flags'],
    ['x-auto on a written property', (f: any) => { f.properties.subject['x-auto'] = 'now'; },
      '/properties/subject/x-auto: only a readOnly property is filled by the server'],
    ['a duration that is text', (f: any) => { f.properties.subject['x-widget'] = 'duration'; },
      '/properties/subject/x-widget: a duration is an integer of minutes'],
    ['a PATCH command without fields', (f: any) => { delete f['x-actions'].commands.duration.fields; },
      '/x-actions/commands/duration'],
    ['a card without a title', (f: any) => { delete f['x-show'].cards[0].title; }, '/x-show/cards/0'],
  ])('refuses %s', (_name, edit, expected) => {
    const errors = errorsOf(edit);
    expect(errors.some((line) => line.includes(expected)), errors.join('\n')).toBe(true);
  });
});
