// @vitest-environment jsdom
// The engine form's integer and number field: an engine widget (a look-up, money) gets its value and
// gives its number without the form building a locale number format (whose first use in a page loads
// the browser's number data); a plain number input still turns typed text into a number.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Form from '@rjsf/mui';
import type { WidgetProps } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { afterEach, expect, it, vi } from 'vitest';
import { FORM_FIELDS } from '../../../src/engine/widgets/NumberField';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

/** Stands for a look-up select: shows its value, and picks 7 when clicked. */
const Pick = ({ value, onChange }: WidgetProps) => <button type="button" onClick={() => onChange(7)}>{`picked ${String(value)}`}</button>;

const schema = { type: 'object', properties: { owner_id: { type: 'integer', title: 'Owner' }, count: { type: 'integer', title: 'Count' } } } as const;

it('hands an engine widget its value and takes its number, building no number format', () => {
  const formats = vi.spyOn(Intl, 'NumberFormat');
  const onChange = vi.fn();
  const owner = { type: 'object', properties: { owner_id: schema.properties.owner_id } } as const;
  render(<Form schema={owner} uiSchema={{ owner_id: { 'ui:widget': Pick } }} fields={FORM_FIELDS}
    validator={validator} formData={{ owner_id: 3 }} onChange={(event) => onChange(event.formData)} />);
  fireEvent.click(screen.getByRole('button', { name: 'picked 3' }));
  expect(onChange).toHaveBeenLastCalledWith({ owner_id: 7 });
  expect(screen.getByRole('button', { name: 'picked 7' })).toBeTruthy();
  expect(formats).not.toHaveBeenCalled();
});

it('turns a whole number typed into a plain input into a number, building no number format either', () => {
  const formats = vi.spyOn(Intl, 'NumberFormat');
  const onChange = vi.fn();
  const count = { type: 'object', properties: { count: schema.properties.count } } as const;
  render(<Form schema={count} uiSchema={{ count: { 'ui:widget': 'updown' } }} fields={FORM_FIELDS}
    validator={validator} formData={{}} onChange={(event) => onChange(event.formData)} />);
  fireEvent.change(screen.getByLabelText('Count'), { target: { value: '12' } });
  expect(onChange).toHaveBeenLastCalledWith({ count: 12 });
  fireEvent.change(screen.getByLabelText('Count'), { target: { value: '' } });
  expect(onChange).toHaveBeenLastCalledWith({});
  expect(formats).not.toHaveBeenCalled();
});

it('keeps RJSF\'s own field for a plain decimal input: typed text becomes a number', () => {
  const onChange = vi.fn();
  const rate = { type: 'object', properties: { rate: { type: 'number', title: 'Rate' } } } as const;
  render(<Form schema={rate} uiSchema={{ rate: { 'ui:widget': 'updown' } }} fields={FORM_FIELDS}
    validator={validator} formData={{}} onChange={(event) => onChange(event.formData)} />);
  fireEvent.change(screen.getByLabelText('Rate'), { target: { value: '2.5' } });
  expect(onChange).toHaveBeenLastCalledWith({ rate: 2.5 });
});
