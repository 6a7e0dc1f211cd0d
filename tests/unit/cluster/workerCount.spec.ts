import { expect, it } from 'vitest';
import { processRoleOf } from '../../../server/cluster/processRole';
import { workerCount } from '../../../server/cluster/workerCount';

it.each([
  [undefined, 2], ['', 2], [' ', 2], ['1', 1], ['3', 3],
])('WORKERS=%j on 2 cores runs %i processes', (raw, count) => {
  expect(workerCount(raw, 2)).toBe(count);
});

it.each(['0', '-1', '1.5', 'two'])('WORKERS=%j is refused with the rule', (raw) => {
  expect(() => workerCount(raw, 2)).toThrow('WORKERS must be a whole number of at least 1');
});

it.each([
  ['setup', { startup: true, background: false, listen: false }],
  ['worker', { startup: false, background: true, listen: true }],
  [undefined, { startup: true, background: true, listen: true }],
])('a process started as %j', (role, part) => {
  expect(processRoleOf(role)).toEqual(part);
});
