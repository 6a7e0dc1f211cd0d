import { useState } from 'react';
import {
  Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { dialogPaper } from '../../engine/views/dialogPaper';
import { PROPERTY_KINDS, readProperty, writeProperty, type Json, type PropertyValues } from './propertyKinds';
import type { PropertyPlaces } from './resourceEdits';

/** A property's name: it names the column, so a safe identifier. */
export const PROPERTY_NAME = /^[a-z][a-z0-9_]*$/;

export interface PropertyTarget { label: string; lookup: string }

interface PropertyDialogProps {
  /** The property's name when it is edited; a new one's is typed. */
  name?: string;
  schema?: Json;
  places: PropertyPlaces;
  /** The names the resource has already (a new property takes none of them). */
  taken: string[];
  /** The resources a reference may point at, by label. */
  targets: PropertyTarget[];
  /** Problems of the last apply at this property, each a reason. */
  problems?: string[];
  onSave(name: string, schema: Json, places: PropertyPlaces): void;
  onClose(): void;
}

type Errors = Partial<Record<'name' | 'title' | 'maxLength' | 'minimum' | 'maximum' | 'defaultValue' | 'options' | 'lookup', string>>;

const numeric = (value: string) => value.trim() === '' || !Number.isNaN(Number(value));

/**
 * The property dialog: name (a new one's), title, type, required, limits, help text, default and the
 * list places. What it keeps in the draft is the JSON Schema the type writes (propertyKinds.ts).
 */
export function PropertyDialog({ name: given, schema, places: start, taken, targets, problems = [], onSave, onClose }: PropertyDialogProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`data_model.dialog.${key}`, options);
  const [name, setName] = useState(given ?? '');
  const [values, setValues] = useState<PropertyValues>(() => readProperty(schema ?? { type: 'string' }));
  const [places, setPlaces] = useState(start);
  // The options as typed: a line being written may be empty for a moment.
  const [optionsText, setOptionsText] = useState(values.options.join('\n'));
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<PropertyValues>) => setValues((previous) => ({ ...previous, ...change }));
  const { kind } = values;
  const textual = kind === 'text' || kind === 'long_text' || kind === 'rich_text';
  const number = kind === 'number' || kind === 'money';
  const reference = kind === 'reference' || kind === 'references';
  const knownTargets = targets.some((target) => target.lookup === values.lookup) || !values.lookup ? targets : [...targets, { label: values.lookup, lookup: values.lookup }];

  const check = (): Errors => ({
    name: given !== undefined ? undefined : !PROPERTY_NAME.test(name) ? t('name_invalid') : taken.includes(name) ? t('name_taken') : undefined,
    title: values.title.trim() ? undefined : t('title_required'),
    maxLength: numeric(values.maxLength) ? undefined : t('number_invalid'),
    minimum: numeric(values.minimum) ? undefined : t('number_invalid'),
    maximum: numeric(values.maximum) ? undefined : t('number_invalid'),
    defaultValue: number && !numeric(values.defaultValue) ? t('number_invalid') : undefined,
    options: kind === 'choice' && !values.options.length ? t('options_required') : undefined,
    lookup: reference && !values.lookup ? t('target_required') : undefined,
  });
  const save = () => {
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSave(name, writeProperty(values, schema), places);
  };
  const field = (key: keyof Errors) => ({ error: Boolean(errors[key]), helperText: errors[key] });
  const place = (key: keyof PropertyPlaces, label: string) => (
    <FormControlLabel label={label} control={<Checkbox checked={places[key]} onChange={(event) => setPlaces({ ...places, [key]: event.target.checked })} />} />
  );
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={dialogPaper('attach')} aria-labelledby="sd-property-title">
      <DialogTitle id="sd-property-title">{given === undefined ? t('add_title') : t('edit_title', { name: given })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problems.map((problem) => <TextField key={problem} error value={problem} label={translate('data_model.preview.problems')} slotProps={{ input: { readOnly: true } }} multiline />)}
          {given === undefined && (
            <TextField label={t('name')} value={name} required onChange={(event) => setName(event.target.value)} {...field('name')} helperText={errors.name ?? t('name_help')} />
          )}
          <TextField label={t('title')} value={values.title} required onChange={(event) => set({ title: event.target.value })} {...field('title')} />
          <TextField select label={t('type')} value={kind} onChange={(event) => set({ kind: event.target.value as PropertyValues['kind'] })} disabled={kind === 'other'}>
            {(kind === 'other' ? ['other' as const] : PROPERTY_KINDS).map((option) => <MenuItem key={option} value={option}>{translate(`data_model.kinds.${option}`)}</MenuItem>)}
          </TextField>
          {kind === 'choice' && (
            <TextField label={t('options')} multiline minRows={3} value={optionsText} {...field('options')} onChange={(event) => {
              setOptionsText(event.target.value);
              set({ options: event.target.value.split('\n').map((line) => line.trim()).filter(Boolean) });
            }} />
          )}
          {reference && (
            <TextField select label={t('target')} value={values.lookup} onChange={(event) => set({ lookup: event.target.value })} {...field('lookup')}>
              {knownTargets.map((target) => <MenuItem key={target.lookup} value={target.lookup}>{target.label}</MenuItem>)}
            </TextField>
          )}
          {textual && <TextField label={t('max_length')} value={values.maxLength} inputMode="numeric" onChange={(event) => set({ maxLength: event.target.value })} {...field('maxLength')} />}
          {number && (
            <Stack direction="row" spacing={2}>
              <TextField label={t('minimum')} value={values.minimum} inputMode="decimal" onChange={(event) => set({ minimum: event.target.value })} {...field('minimum')} />
              <TextField label={t('maximum')} value={values.maximum} inputMode="decimal" onChange={(event) => set({ maximum: event.target.value })} {...field('maximum')} />
            </Stack>
          )}
          {kind === 'yes_no' ? (
            <TextField select label={t('default')} value={values.defaultValue} onChange={(event) => set({ defaultValue: event.target.value })} helperText={t('default_help')}>
              <MenuItem value="">—</MenuItem>
              <MenuItem value="true">{t('yes')}</MenuItem>
              <MenuItem value="false">{t('no')}</MenuItem>
            </TextField>
          ) : kind !== 'references' && (
            <TextField label={t('default')} value={values.defaultValue} onChange={(event) => set({ defaultValue: event.target.value })} {...field('defaultValue')}
              helperText={errors.defaultValue ?? t('default_help')} />
          )}
          <TextField label={t('help')} value={values.description} multiline onChange={(event) => set({ description: event.target.value })} />
          <Stack>
            {place('required', t('required'))}
            {place('inList', t('in_list'))}
            {place('inFilter', t('in_filter'))}
            {place('onPhone', t('on_phone'))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button variant="contained" onClick={save}>{t('save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
