import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { formatAmount, moneyCurrency, moneyInput } from '../../kernel';

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * An amount (x-widget money): only digits and one point with at most two decimals can be typed or
 * pasted (1.234 keeps 1.23, letters leave the text as it was); shown grouped (12,345.50) while not focused,
 * its currency's code beside it.
 */
export function MoneyWidget({ id, label, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const [text, setText] = useState(() => textOf(value));
  const [focused, setFocused] = useState(false);
  // A value set from outside (a reloaded record, a rule) replaces the text while the user is elsewhere.
  const shown = focused ? text : formatAmount(value);
  // The currency is named beside the amount, focused or not (the server's CURRENCY).
  const currency = moneyCurrency();
  return (
    <TextField id={id} label={label} required={required} disabled={disabled || readonly} error={(rawErrors?.length ?? 0) > 0}
      value={shown} fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: currency ? { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } : undefined }}
      onFocus={() => { setText(textOf(value)); setFocused(true); onFocus(id, value); }}
      onBlur={() => { setFocused(false); onBlur(id, value); }}
      onChange={(event) => {
        const next = moneyInput(event.target.value, text);
        // A refused keystroke or paste changes nothing: React puts the kept text back.
        if (next === text) return;
        setText(next);
        onChange(next === '' || next === '.' ? undefined : Number(next));
      }} />
  );
}
