import { MenuItem, TextField } from '@mui/material';
import type { FieldDescriptor } from '../../kernel';
import { isChartKind, type ChartKind } from '../../engine/charts/chartSpec';

interface ChartTypeSelectProps {
  /** The report resource file's chart type property: its options and label. */
  descriptor: FieldDescriptor;
  value: ChartKind;
  onChange(kind: ChartKind): void;
}

/** The chart-type select of a report: bar, pie, horizontal, doughnut, titled as the resource file titles them. */
export function ChartTypeSelect({ descriptor, value, onChange }: ChartTypeSelectProps) {
  return (
    <TextField select size="small" label={descriptor.label} value={value} sx={{ width: 220 }}
      onChange={(event) => { if (isChartKind(event.target.value)) onChange(event.target.value); }}>
      {(descriptor.choices ?? []).map((choice) => (
        <MenuItem key={String(choice.value)} value={String(choice.value)}>{choice.label}</MenuItem>
      ))}
    </TextField>
  );
}
