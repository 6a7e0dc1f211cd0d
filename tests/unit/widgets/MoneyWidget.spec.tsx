// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeField, formatMoney, moneyInput, setMoneyCurrency } from '../../../src/kernel';
import { MoneyWidget } from '../../../src/engine/widgets';
import { MoneyText } from '../../../src/engine/fields';

afterEach(cleanup);

const schema = { type: 'number', title: 'Cost', 'x-widget': 'money' } as const;

/** The widget as RJSF drives it: the value it emits comes back as its value. */
function Controlled({ start, onValue }: { start?: number; onValue(value: unknown): void }) {
  const [value, setValue] = useState<unknown>(start);
  const descriptor = describeField('cost', schema as never);
  const props = {
    id: 'root_cost', name: 'cost', label: 'Cost', value, required: false, disabled: false, readonly: false, rawErrors: [],
    options: { descriptor }, schema, onBlur: vi.fn(), onFocus: vi.fn(), registry: { formContext: {} },
    onChange: (next: unknown) => { setValue(next); onValue(next); },
  } as unknown as WidgetProps;
  return <MoneyWidget {...props} />;
}

const input = () => screen.getByLabelText('Cost') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('money input (x-widget money)', () => {
  it('keeps two decimals: typing 1.234 keeps 1.23', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    fireEvent.focus(input());
    type('1.23');
    type('1.234');
    expect(input().value).toBe('1.23');
    expect(onValue).toHaveBeenLastCalledWith(1.23);
  });

  it('refuses letters, signs and exponents, typed or pasted, and keeps what was there', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    fireEvent.focus(input());
    type('12');
    for (const text of ['12a', 'abc', '-12', '1e3', '12.5.1', '1,200']) type(text);
    expect(input().value).toBe('12');
    expect(onValue).toHaveBeenLastCalledWith(12);
    expect(onValue).toHaveBeenCalledTimes(1);
  });

  it('shows the amount grouped while not focused, and plain while typing', () => {
    render(<Controlled start={12345.5} onValue={vi.fn()} />);
    expect(input().value).toBe('12,345.50');
    fireEvent.focus(input());
    expect(input().value).toBe('12345.5');
    type('');
    fireEvent.blur(input());
    expect(input().value).toBe('');
  });

  it('is shown grouped on show pages and lists, --- when empty', () => {
    const descriptor = describeField('cost', schema as never);
    const { container, rerender } = render(<MoneyText descriptor={descriptor} record={{ id: 1, cost: 1234567.891 }} />);
    expect(container.textContent).toBe('1,234,567.89');
    rerender(<MoneyText descriptor={descriptor} record={{ id: 1, cost: null }} />);
    expect(container.textContent).toBe('---');
  });

  it.each([
    ['1.234', '', '1.23'], ['12a', '12', '12'], ['.5', '', '.5'], ['007', '', '007'], ['1e3', '1', '1'],
  ])('moneyInput(%s, %s) === %s', (next, previous, kept) => expect(moneyInput(next, previous)).toBe(kept));

  it('formats like the spec', () => {
    expect([formatMoney(12345.5), formatMoney('0'), formatMoney(undefined)]).toEqual(['12,345.50', '0.00', '']);
  });

  it('names the server\'s currency once told: in the shown amount, and beside the input', () => {
    setMoneyCurrency('EUR');
    try {
      expect([formatMoney(12345.5), formatMoney('abc'), formatMoney(undefined)]).toEqual(['€12,345.50', 'abc', '']);
      render(<MoneyText descriptor={describeField('cost', schema as never)} record={{ cost: 7 }} />);
      expect(screen.getByText('€7.00')).toBeTruthy();
      render(<Controlled start={12345.5} onValue={() => undefined} />);
      // The input keeps the bare amount, its currency named beside it.
      expect((screen.getByRole('textbox', { name: 'Cost' }) as HTMLInputElement).value).toBe('12,345.50');
      expect(screen.getByText('EUR')).toBeTruthy();
      setMoneyCurrency('CHF');
      expect(formatMoney(1)).toBe('CHF\u00a01.00');
    } finally {
      setMoneyCurrency(undefined);
    }
    expect(formatMoney(1)).toBe('1.00');
  });
});
