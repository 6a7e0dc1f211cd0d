import { displayValue, type DisplayProps } from './DisplayProps';
import { textOf } from './format';
import { TruncatedText } from './TruncatedText';

/** Plain text of any scalar, cut at the property's x-truncate. */
export function TextValue(props: DisplayProps) {
  return <TruncatedText text={textOf(displayValue(props))} length={props.descriptor.truncate} />;
}
