import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { OrderedList } from './OrderedList';
import type { Json } from './propertyKinds';
import { moved, propertiesOf, withListKeyword } from './resourceEdits';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const names = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * The phone line of the list (x-list.simpleList: a first line, the lines under it, one at the end) and
 * the show page's fields in order (x-show.fields), each edited where the file has it; a file without
 * them lets the engine derive them, which the raw JSON tab can change.
 */
export function PhoneTab({ file, onChange }: { file: Json; onChange(file: Json): void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`data_model.phone.${key}`);
  const properties = propertiesOf(file);
  const titleOf = (name: string) => String(properties[name]?.title ?? name);
  const item = (name: string) => ({ key: name, label: titleOf(name) });
  const unused = (used: string[]) => Object.keys(properties).filter((name) => !used.includes(name)).map(item);
  const list = isObject(file['x-list']) ? file['x-list'] : undefined;
  const phone = list && isObject(list.simpleList) ? list.simpleList : undefined;
  const show = isObject(file['x-show']) ? file['x-show'] : undefined;
  const setPhone = (key: string, value: unknown) => {
    const next: Json = { ...phone, [key]: value };
    if (value === '' || value === undefined) delete next[key];
    onChange(withListKeyword(file, 'simpleList', next));
  };
  const setShow = (fields: string[]) => onChange({ ...file, 'x-show': { ...show, fields } });
  const secondary = names(phone?.secondary);
  const fields = names(show?.fields);
  const choice = (key: 'primary' | 'tertiary', optional: boolean) => (
    <TextField select label={t(key)} value={String(phone?.[key] ?? '')} onChange={(event) => setPhone(key, event.target.value)} sx={{ minWidth: 260, mb: 2 }}>
      {optional && <MenuItem value="">—</MenuItem>}
      {Object.keys(properties).map((name) => <MenuItem key={name} value={name}>{titleOf(name)}</MenuItem>)}
    </TextField>
  );
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{t('title')}</Typography>
      {phone ? (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>{choice('primary', false)}{choice('tertiary', true)}</Box>
          <OrderedList heading={t('secondary')} items={secondary.map(item)} choices={unused(secondary)} addLabel={t('add_line')}
            onMove={(index, delta) => setPhone('secondary', moved(secondary, secondary[index], delta))}
            onRemove={(index) => setPhone('secondary', secondary.filter((_, at) => at !== index))}
            onAdd={(name) => setPhone('secondary', [...secondary, name])} />
        </>
      ) : <Typography color="text.secondary" sx={{ mb: 2 }}>{t('none')}</Typography>}
      {show?.fields ? (
        <OrderedList heading={t('show_fields')} items={fields.map(item)} choices={unused(fields)} addLabel={t('add_field')}
          onMove={(index, delta) => setShow(moved(fields, fields[index], delta))}
          onRemove={(index) => setShow(fields.filter((_, at) => at !== index))}
          onAdd={(name) => setShow([...fields, name])} />
      ) : <Typography color="text.secondary">{`${t('show_fields')}: ${t('none')}`}</Typography>}
    </Box>
  );
}
