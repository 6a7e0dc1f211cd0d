import { Box, Checkbox, FormControlLabel, FormLabel } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ColumnChoice } from './reportRequests';

interface ColumnChooserProps {
  choices: ColumnChoice[];
  /** The chosen keys, in the order the choices come. */
  value: string[];
  onChange(keys: string[]): void;
}

/** A checkbox per column a report may show; the chosen keys keep the choices' order, so the table and the export agree. */
export function ColumnChooser({ choices, value, onChange }: ColumnChooserProps) {
  const translate = useTranslate();
  const chosen = new Set(value);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key); else next.delete(key);
    onChange(choices.map((choice) => choice.key).filter((candidate) => next.has(candidate)));
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{translate('report.columns')}</FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {choices.map((choice) => (
          <FormControlLabel key={choice.key} label={choice.value}
            control={<Checkbox size="small" checked={chosen.has(choice.key)} onChange={(event) => toggle(choice.key, event.target.checked)} />} />
        ))}
      </Box>
    </Box>
  );
}
