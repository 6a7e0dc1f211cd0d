import { displayValue, type DisplayProps } from './DisplayProps';
import { textOf } from './format';
import { TruncatedText } from './TruncatedText';

/** The referenced record's name as the read record carries it (x-display, e.g. "parent.name"). */
export function ReferenceText(props: DisplayProps) {
  return <TruncatedText text={textOf(displayValue(props))} length={props.descriptor.truncate} />;
}
