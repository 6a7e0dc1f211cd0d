import { EMPTY_TEXT, HTML_EXCERPT_LENGTH } from '../constants';
import { displayValue, type DisplayProps } from './DisplayProps';
import { htmlExcerpt, isEmptyValue } from './format';
import { TruncatedText } from './TruncatedText';

/** In a list cell: a short plain-text excerpt of the HTML (no HTML is injected, so no sanitiser is loaded). */
export function HtmlExcerpt(props: DisplayProps) {
  const value = displayValue(props);
  if (isEmptyValue(value)) return <span>{EMPTY_TEXT}</span>;
  const length = props.descriptor.truncate ?? HTML_EXCERPT_LENGTH;
  return <TruncatedText text={htmlExcerpt(String(value))} length={length} />;
}
