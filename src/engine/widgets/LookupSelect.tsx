import { useState, type KeyboardEvent } from 'react';
import { Autocomplete, createFilterOptions, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { LookupItem } from '../data';
import { useLookup } from '../hooks/useLookup';
import { type FieldDescriptor, isEmail, isReserved } from '../../kernel';
import { cutOption } from '../views/cutOption';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);
const filterGiven = createFilterOptions<LookupItem | string>();

export interface LookupSelectProps {
  /** A reference property (x-ref): where the options come from, and whether several are chosen. */
  descriptor: FieldDescriptor;
  /** The chosen id, or ids when the reference is multiple. */
  value: unknown;
  onChange(value: unknown): void;
  label: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** Names of chosen ids the options may not hold yet (the record's read shape). */
  known?: LookupItem[];
  /** Options loaded by the caller (an x-ref.dependsOn look-up): no look-up of its own, filtered as the user types. */
  items?: LookupItem[];
  /** Ids never offered (a status only the record's actions reach); a value holding one still shows its name. */
  exclude?: readonly unknown[];
}

/**
 * <LookupSelect descriptor={field} value={ids} onChange={...} label={field.label} />: an Autocomplete fed by
 * the property's look-up, asking again as the user types. The RJSF widget and hand-written forms share it.
 * A taggable reference (x-ref.taggable "email") also takes typed e-mail addresses: Enter or a comma adds
 * one as a tag (its value is the address), anything else is refused with a message.
 */
export function LookupSelect({ descriptor, value, onChange, label, id, required, disabled, error, helperText, known = [], items: given, exclude }: LookupSelectProps) {
  const translate = useTranslate();
  const multiple = descriptor.reference?.multiple === true;
  const taggable = descriptor.reference?.taggable === 'email';
  const [search, setSearch] = useState('');
  const [refused, setRefused] = useState<string>();
  const looked = useLookup(descriptor, search, given === undefined);
  const items = given ?? looked.options;
  const offered = exclude?.length ? items.filter((item) => !isReserved(exclude, item.id)) : items;
  const loading = given === undefined && looked.loading;
  const find = (itemId: unknown): LookupItem => {
    const match = [...items, ...known].find((item) => String(item.id) === String(itemId));
    // A value set before its name is known (a create's initial status) shows nothing rather than its id until the options arrive.
    return match ?? { id: itemId as LookupItem['id'], name: loading ? '' : String(itemId) };
  };
  const selected = asList(value).map(find);
  // A typed entry becomes a tag only when it is an e-mail address; the text stays for the user to fix.
  const typed = (text: string): string | undefined => {
    const address = text.trim();
    if (isEmail(address)) return address;
    setRefused(translate('sd.form.invalid_email', { value: address }));
    return undefined;
  };
  const choose = (next: Array<LookupItem | string>) => {
    const ids = next.map((item) => (typeof item === 'string' ? typed(item) : item.id)).filter((item) => item !== undefined);
    if (ids.length < next.length) return;
    setRefused(undefined);
    setSearch('');
    onChange(ids);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!taggable || event.key !== ',' || !search.trim()) return;
    event.preventDefault();
    choose([...selected, search]);
  };
  return (
    <Autocomplete<LookupItem | string, boolean, false, boolean>
      id={id}
      multiple={multiple}
      freeSolo={taggable}
      options={offered}
      loading={loading}
      disabled={disabled}
      value={multiple ? selected : (selected[0] ?? null)}
      getOptionLabel={(item) => (typeof item === 'string' ? item : item.name)}
      renderOption={cutOption}
      isOptionEqualToValue={(a, b) => typeof a !== 'string' && typeof b !== 'string' && String(a.id) === String(b.id)}
      filterOptions={given ? filterGiven : (all) => all}
      {...(taggable && { inputValue: search })}
      onInputChange={(_, text, reason) => {
        // A refused address stays in the input: MUI empties it (reason createOption, missing from its types) before onChange refuses it.
        if (reason === 'input' || (taggable && (reason as string) !== 'createOption')) setSearch(text);
      }}
      onKeyDown={onKeyDown}
      onChange={(_, next) => {
        if (Array.isArray(next)) choose(next);
        else {
          // The options go back to the whole list, so a value set by a rule (x-follows) finds its name.
          setSearch('');
          onChange(next && typeof next !== 'string' ? next.id : undefined);
        }
      }}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error || refused !== undefined} helperText={refused ?? helperText} />
      )}
    />
  );
}
