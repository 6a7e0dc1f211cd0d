import { EMPTY_TEXT } from '../constants';
import { formatMoney } from '../../kernel';
import { displayValue, type DisplayProps } from './DisplayProps';

/** An amount grouped with two decimals, "12,345.50" (x-widget money); nothing shows '---'. */
export function MoneyText(props: DisplayProps) {
  return <span>{formatMoney(displayValue(props)) || EMPTY_TEXT}</span>;
}
