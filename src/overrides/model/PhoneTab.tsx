import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Json } from './propertyKinds';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const names = (value: unknown) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);

/** A labelled line of property names, or the words for none. */
function Line({ label, items }: { label: string; items: string[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h3">{label}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{items.length ? items.join(', ') : translate('data_model.list.none')}</Typography>
    </Box>
  );
}

/**
 * The phone line of the list (x-list.simpleList) and the show page's field order (x-show.fields) as the
 * file has them; the property dialog puts a property on the phone line, the raw JSON tab edits the rest.
 */
export function PhoneTab({ file }: { file: Json }) {
  const translate = useTranslate();
  const list = isObject(file['x-list']) ? file['x-list'] : {};
  const phone = isObject(list.simpleList) ? list.simpleList : undefined;
  const show = isObject(file['x-show']) ? file['x-show'] : {};
  return (
    <Box>
      <Typography variant="h6" component="h2">{translate('data_model.phone.title')}</Typography>
      {phone ? (
        <>
          <Line label={translate('data_model.phone.primary')} items={names(phone.primary)} />
          <Line label={translate('data_model.phone.secondary')} items={names(phone.secondary)} />
          <Line label={translate('data_model.phone.tertiary')} items={names(phone.tertiary)} />
        </>
      ) : <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('data_model.phone.none')}</Typography>}
      <Line label={translate('data_model.phone.show_fields')} items={names(show.fields)} />
    </Box>
  );
}
