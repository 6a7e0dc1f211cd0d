// The form's validator runs the server's precompiled functions of the whole form (every field shown)
// and keeps the errors of the form as shown: what the form shows is what validating the shown form
// itself at run time showed, message for message, whatever is hidden and whether RJSF resolved the
// file's if/then/else first (live validation does; the branch's errors then come from the whole form's
// branch instead of the merged schema: the same fields and messages, in another order).
import { retrieveSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import announcementFile from '../../../schemas/announcement.json';
import contractFile from '../../../schemas/contract.json';
import vendorFile from '../../../schemas/vendor.json';
import { extendAjv } from '../../../server/createAjv';
import { defineResource, type ResourceFile, formTarget } from '../../../src/kernel';
import { toFormSchema } from '../../../src/engine/views/formSchema';
import { makeTransformErrors } from '../../../src/engine/views/formErrors';
import { formValidator } from '../../../src/engine/views/formValidator';
import { precompiled } from '../precompiledValidators';

// What the form used before: RJSF's validator compiling the shown form at run time.
const runtime = customizeValidator({ ajvFormatOptions: false, extenderFn: extendAjv as never });

/** What a form shows after the app's transformErrors: the messages under each field, and the list of (field, message). */
function shows(validator: ValidatorType, data: Record<string, unknown>, schema: RJSFSchema) {
  const { errors, errorSchema } = validator.validateFormData(data, schema, undefined, makeTransformErrors(() => data));
  return { errorSchema, errors: errors.map((error) => `${error.property}: ${error.message}`).sort() };
}

describe.each([
  ['announcement', announcementFile, [{}, { option: 'organization', subject: 'x'.repeat(300) }, { option: 'department', organization_id: 'x' }]],
  ['contract', contractFile, [{}, { name: 'x'.repeat(51), cost: -1, approver_id: 'x', contract_start_date: 'soon' }, { name: 'Ok', notify_before: 1.5 }]],
])('%s', (_name, file, samples) => {
  const definition = defineResource(file as unknown as ResourceFile);
  const target = formTarget(definition);
  const validator = formValidator(precompiled(target), target.root);
  const names = definition.writable.map((field) => field.name);
  const hiddenSets = [[], ...names.map((name) => [name]), names.slice(1)];

  it.each(hiddenSets.map((hidden) => [hidden.join(',') || 'nothing', hidden]))('with %s hidden, finds what the shown form finds', (_label, hidden) => {
    const shown = toFormSchema(definition, hidden as string[]);
    for (const data of samples as Array<Record<string, unknown>>) {
      const resolved = retrieveSchema(runtime, shown, shown, data) as RJSFSchema;
      expect(shows(validator, data, shown), JSON.stringify(data)).toEqual(shows(runtime, data, shown));
      expect(shows(validator, data, resolved), JSON.stringify(data)).toEqual(shows(runtime, data, resolved));
    }
  });
});

it('refuses a form with a field its validators were not compiled for, rather than leave it unchecked', () => {
  const definition = defineResource(announcementFile as unknown as ResourceFile);
  const target = formTarget(definition);
  const validator = formValidator(precompiled(target), target.root);
  const shown = toFormSchema(definition);
  expect(() => validator.validateFormData({}, { ...shown, properties: { ...shown.properties, extra: { type: 'string' } } }))
    .toThrow('The form\'s field "extra" is not the one its validators were compiled for.');
  expect(() => validator.validateFormData({}, { ...shown, required: [...(shown.required ?? []), 'nowhere'] }))
    .toThrow('The form requires "nowhere", which its validators were not compiled to require.');
});

it('a date property\'s precompiled check takes a real day and says a day that is none in the server\'s words', () => {
  const file = structuredClone(vendorFile) as unknown as ResourceFile;
  file.properties.founded_on = { type: 'string', format: 'date', title: 'Founded on' };
  const definition = defineResource(file);
  const target = formTarget(definition);
  const validator = formValidator(precompiled(target), target.root);
  const shown = toFormSchema(definition);
  const errorsOf = (founded: string) => shows(validator, { founded_on: founded }, shown).errors.filter((error) => error.startsWith('.founded_on'));
  expect(errorsOf('2026-03-01')).toEqual([]);
  expect(errorsOf('2026-02-30')).toEqual(['.founded_on: The founded on is not a valid date.']);
  expect(errorsOf('01/03/2026')).toEqual(['.founded_on: The founded on is not a valid date.']);
});
