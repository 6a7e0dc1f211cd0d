import type { HTMLAttributes, Key } from 'react';
import { DROPDOWN_LABEL_LENGTH } from '../constants';
import { truncate } from '../fields/format';

type OptionProps = HTMLAttributes<HTMLLIElement> & { key?: Key };

/** The words an option is named by: a look-up's item by its name, a typed text as itself. */
const labelOf = (option: unknown) => (typeof option === 'string' ? option : String((option as { name?: unknown }).name ?? ''));

/**
 * <Autocomplete renderOption={cutOption} />: a dropdown's option named by its label cut to 40
 * characters, the whole label on hover and as the option's name.
 */
export function cutOption({ key, ...props }: OptionProps, option: unknown) {
  const label = labelOf(option);
  const shown = truncate(label, DROPDOWN_LABEL_LENGTH);
  return <li key={key} {...props} title={shown === label ? undefined : label} aria-label={shown === label ? undefined : label}>{shown}</li>;
}
