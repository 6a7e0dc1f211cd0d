import { useTranslate } from 'ra-core';
import { EMPTY_TEXT } from '../constants';
import { displayValue, type DisplayProps } from './DisplayProps';

/** Yes / No in the user's language; anything else is shown as empty. */
export function BooleanText(props: DisplayProps) {
  const translate = useTranslate();
  const value = displayValue(props);
  if (value === null || value === undefined || value === '') return <span>{EMPTY_TEXT}</span>;
  const yes = value === true || value === 1 || value === '1';
  return <span>{translate(yes ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
}
