import { describe, expect, it } from 'vitest';
import { inactiveBranchFields, conditionMatcher, defineResource, type ResourceFile, formTarget } from '../../../src/kernel';
import { toFormSchema } from '../../../src/engine/views/formSchema';
import announcement from '../../../schemas/announcement.json';
import { precompiled } from '../precompiledValidators';

// The announcement form's precompiled condition test: its file's if is the one below.
const matches = conditionMatcher(precompiled(formTarget(defineResource(announcement as unknown as ResourceFile))));
const file = {
  required: ['option'],
  if: { properties: { option: { const: 'organization' } }, required: ['option'] },
  then: { required: ['organization_id'] },
  else: { required: ['department_id'] },
};

describe('inactiveBranchFields', () => {
  it.each([
    [{ option: 'organization' }, ['department_id']],
    [{ option: 'department' }, ['organization_id']],
    // No option yet: the else branch applies (the department, the default target).
    [{}, ['organization_id']],
  ])('with %j leaves out %j', (data, hidden) => {
    expect(inactiveBranchFields(file, data, matches)).toEqual(hidden);
  });

  it('keeps what the file always requires, or both branches do, and knows no branch without if', () => {
    expect(inactiveBranchFields({ ...file, required: ['organization_id'] }, { option: 'department' }, matches)).toEqual([]);
    expect(inactiveBranchFields({ ...file, then: { required: ['organization_id', 'department_id'] } }, { option: 'organization' }, matches)).toEqual([]);
    expect(inactiveBranchFields({ required: ['a'] }, {}, matches)).toEqual([]);
  });

  it('reaches the form schema, so the browser requires what the server does', () => {
    const schema = toFormSchema(defineResource(announcement as unknown as ResourceFile));
    expect(schema).toMatchObject({ required: ['option', 'subject', 'announcement'], if: file.if, then: file.then, else: file.else });
  });
});
