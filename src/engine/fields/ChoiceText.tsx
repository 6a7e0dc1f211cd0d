import { getPath, shownAt } from '../../kernel';
import { BadgeChip } from './BadgeChip';
import { badgeColour } from './badgeColour';
import type { DisplayProps } from './DisplayProps';
import { textOf } from './format';
import { TruncatedText } from './TruncatedText';

/**
 * The label of the chosen option (a chip with x-badge), or of x-otherwise's for a value no option
 * holds; a read shape with its own name (x-display) wins over the file's labels.
 */
export function ChoiceText({ descriptor, record }: DisplayProps) {
  const { displayPath, name, choices = [] } = descriptor;
  const value = getPath(record, name);
  const label = displayPath !== name ? shownAt(record, displayPath) : undefined;
  const option = (wanted: unknown) => choices.find((choice) => String(choice.value) === String(wanted));
  // x-otherwise: a value no option holds reads as that option (spec: active is '1', anything else inactive).
  const otherwise = descriptor.schema['x-otherwise'];
  const chosen = (option(value) ?? (otherwise === undefined ? undefined : option(otherwise)))?.label;
  const text = textOf(label ?? chosen ?? value);
  // x-badge: the option's colour, so an enabled or disabled state reads at a glance.
  const colour = badgeColour(descriptor.schema['x-badge'], value, text);
  if (!colour || value === null || value === undefined) return <TruncatedText text={text} length={descriptor.truncate} />;
  return <BadgeChip colour={colour} text={text} length={descriptor.truncate} />;
}
