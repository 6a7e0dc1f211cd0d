// Where an apply's problems show: at the property a pointer names (directly or through /required/n), else above.
import { describe, expect, it } from 'vitest';
import { keywordOfProblem, problemOf, propertyOfProblem } from '../../../../src/overrides/model/problemPlaces';

describe('an apply\'s problems', () => {
  it('are read as file, pointer and reason', () => {
    expect(problemOf('vendor.json /properties/phone/maxLength: must be integer'))
      .toEqual({ file: 'vendor.json', pointer: '/properties/phone/maxLength', reason: 'must be integer', text: 'vendor.json /properties/phone/maxLength: must be integer' });
    expect(problemOf('storage: UNIQUE constraint failed')).toMatchObject({ file: '', pointer: '', reason: 'storage: UNIQUE constraint failed' });
  });

  it('name the property of a properties pointer, or of a required entry by its place', () => {
    expect(propertyOfProblem(problemOf('vendor.json /properties/phone: x'))).toBe('phone');
    expect(propertyOfProblem(problemOf('vendor.json /properties/a~1b/title: x'))).toBe('a/b');
    expect(propertyOfProblem(problemOf('vendor.json /required/2: "fax" is now required'), ['name', 'email', 'fax'])).toBe('fax');
    expect(propertyOfProblem(problemOf('vendor.json /x-list/columns/5: no such property'))).toBeUndefined();
    expect(keywordOfProblem(problemOf('vendor.json /x-list/columns/5: no such property'))).toBe('x-list');
  });
});
