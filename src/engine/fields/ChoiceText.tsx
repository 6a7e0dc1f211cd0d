import { getPath } from '../schema/paths';
import { shownAt } from '../schema/readShape';
import type { DisplayProps } from './DisplayProps';
import { textOf } from './format';
import { TruncatedText } from './TruncatedText';

/** The label of the chosen option; a read shape with its own name (x-display) wins over the file's labels. */
export function ChoiceText({ descriptor, record }: DisplayProps) {
  const { displayPath, name, choices = [] } = descriptor;
  const value = getPath(record, name);
  const label = displayPath !== name ? shownAt(record, displayPath) : undefined;
  const chosen = choices.find((choice) => String(choice.value) === String(value))?.label;
  return <TruncatedText text={textOf(label ?? chosen ?? value)} length={descriptor.truncate} />;
}
