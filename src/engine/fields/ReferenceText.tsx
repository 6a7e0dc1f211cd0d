import { Link } from '@mui/material';
import { fillUrl } from '../schema/paths';
import { displayValue, type DisplayProps } from './DisplayProps';
import { isEmptyValue, textOf } from './format';
import { TruncatedText } from './TruncatedText';

/** The referenced record's name as the read record carries it (x-display, e.g. "parent.name"), linked when x-href says where. */
export function ReferenceText(props: DisplayProps) {
  const text = <TruncatedText text={textOf(displayValue(props))} length={props.descriptor.truncate} />;
  const { href, name } = props.descriptor;
  const id = (props.record as Record<string, unknown>)[name];
  // x-href routes may lead out of the app (a page of the host), so this is a plain link, not a router one.
  if (!href || isEmptyValue(id) || typeof id === 'object') return text;
  return <Link href={fillUrl(href, { id: id as string | number })}>{text}</Link>;
}
