// How a decision made for someone reads: the status answer's decision_text and the activity log's phrase.
import { describe, expect, it } from 'vitest';
import { decisionNote, decisionText } from '../../../server/cab/onBehalf';
import { eventPhrase } from '../../../server/repositories/activityEvents';

const ALAN = { name: 'Alan Agent', reason: 'who created the change' };
const LEADS = { name: 'Team lead', reason: 'a user type with no members here' };
const sentence = (note: ReturnType<typeof decisionNote>) => eventPhrase('event.cab', [null, note]);

describe('decisionText', () => {
  it.each([
    ['Barbara Liskov', null, 'Barbara Liskov'],
    ['Ada Admin', ALAN, 'Ada Admin for Alan Agent, who created the change'],
  ] as const)('%s for %j', (decider, onBehalf, text) => expect(decisionText(decider, onBehalf)).toBe(text));
});

describe('decisionNote', () => {
  it.each([
    [true, [], 'approved <em>L1</em> of <em>Board</em>: <em>ok</em>'],
    [false, [ALAN], 'approved <em>L1</em> of <em>Board</em> for <em>Alan Agent</em>, who created the change: <em>ok</em>'],
    [false, [ALAN, LEADS], 'approved <em>L1</em> of <em>Board</em> for <em>Alan Agent</em>, who created the change and for <em>Team lead</em>, a user type with no members here: <em>ok</em>'],
    [true, [LEADS], 'approved <em>L1</em> of <em>Board</em> as an approver and for <em>Team lead</em>, a user type with no members here: <em>ok</em>'],
  ] as const)('own %s, for %j', (own, forWhom, phrase) => expect(sentence(decisionNote('APPROVED', 'L1', 'Board', own, [...forWhom], 'ok'))).toBe(phrase));

  it('keeps a name with braces a value, and says denied', () => {
    expect(sentence(decisionNote('DENIED', '{0}', 'B', false, [{ name: '{1}', reason: 'who {created} it' }], 'no')))
      .toBe('denied <em>{0}</em> of <em>B</em> for <em>{1}</em>, who created it: <em>no</em>');
  });
});
