import { Chip } from '@mui/material';
import { getPath } from '../schema/paths';
import { shownAt } from '../schema/readShape';
import type { DisplayProps } from './DisplayProps';
import { textOf } from './format';
import { TruncatedText } from './TruncatedText';

/** The label of the chosen option (a badge with x-badge); a read shape with its own name (x-display) wins over the file's labels. */
export function ChoiceText({ descriptor, record }: DisplayProps) {
  const { displayPath, name, choices = [] } = descriptor;
  const value = getPath(record, name);
  const label = displayPath !== name ? shownAt(record, displayPath) : undefined;
  const chosen = choices.find((choice) => String(choice.value) === String(value))?.label;
  const text = <TruncatedText text={textOf(label ?? chosen ?? value)} length={descriptor.truncate} />;
  // x-badge: the option's colour, so an enabled or disabled state reads at a glance.
  const badge = descriptor.schema['x-badge'];
  if (!badge || value === null || value === undefined) return text;
  return <Chip size="small" color={badge[String(value)] ?? 'default'} label={text} />;
}
