import { useCallback, useEffect, useState } from 'react';
import {
  Box, Button, Card, CardContent, FormControl, FormControlLabel, FormLabel, LinearProgress, Radio, RadioGroup, TextField, Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ErrorBody } from '../../engine/data/httpError';
import { useAlert } from '../../engine/hooks/useAlert';
import { messageOfError } from '../../engine/data/messageOfError';
import { AlertArea } from '../../engine/views/AlertArea';
import { ConfirmDialog } from '../../engine/views/ConfirmDialog';
import { http } from '../http';
import { formOf, LOGO_TYPES, resetRequest, saveRequest, SIZE_FIELDS, type TemplateForm } from './barcodeApi';
import { LabelPreview } from './LabelPreview';
import { LogoInput } from './LogoInput';
import { useBarcodeTemplate } from './useBarcodeTemplate';

export const BARCODE_ALERT = 'barcode';

/**
 * /service-desk/barcode/settings: the label template. Creates the template when none
 * exists, else updates it; reset deletes it (disabled while there is none, or the read failed).
 * The server checks every field; its 412 messages show under the fields.
 */
export default function BarcodeSettingsPage() {
  const translate = useTranslate();
  const alert = useAlert(BARCODE_ALERT);
  const { answer, reload } = useBarcodeTemplate();
  const [form, setForm] = useState<TemplateForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [logoShown, setLogoShown] = useState<string | null>(null);
  useEffect(() => { if (answer) setForm(formOf(answer)); }, [answer]);
  const onShown = useCallback((url: string | null) => setLogoShown(url), []);
  if (!answer || !form) return <LinearProgress />;
  const template = answer.template;
  const set = (change: Partial<TemplateForm>) => setForm({ ...form, ...change });

  const run = async (send: () => Promise<{ message?: string }>) => {
    setBusy(true);
    alert.clear();
    try {
      const body = await send();
      setErrors({});
      if (body.message) alert.show('success', body.message);
      await reload();
    } catch (error) {
      setErrors(((error as { body?: ErrorBody }).body?.errors) ?? {});
      alert.show('error', messageOfError(error));
    } finally {
      setBusy(false);
    }
  };
  const save = () => run(() => http.send(saveRequest(form, template?.id)));
  const reset = () => { setConfirming(false); if (template) void run(() => http.send(resetRequest(template.id))); };
  const chooseLogo = (file: File | null) => {
    if (file && !LOGO_TYPES.includes(file.type)) return setErrors({ ...errors, logo_image: translate('barcode.logo_type') });
    setErrors({ ...errors, logo_image: '' });
    set({ logo: file });
  };
  // The preview follows what is typed, within the bounds; what cannot be read shows the saved (or default) size.
  const number = (field: (typeof SIZE_FIELDS)[number]) => {
    const value = Number(form[field]);
    const fallback = template?.[field] ?? answer.defaults?.[field] ?? 0;
    const limit = answer.limits[field] ?? { min: 0, max: Infinity };
    return form[field].trim() !== '' && Number.isFinite(value) ? Math.min(Math.max(value, limit.min), limit.max) : fallback;
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>{translate('barcode.heading')}</Typography>
      <AlertArea area={BARCODE_ALERT} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Card variant="outlined" sx={{ flex: '1 1 420px', maxWidth: 640 }}>
          <CardContent component="form" noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">{translate(template ? 'barcode.help' : 'barcode.using_default')}</Typography>
            {SIZE_FIELDS.map((field) => {
              const limit = answer.limits[field];
              return (
                <TextField key={field} name={field} required type="number" label={translate(`barcode.${field}`)} value={form[field]}
                  onChange={(event) => set({ [field]: event.target.value })} error={!!errors[field]}
                  helperText={errors[field] || (limit ? translate('barcode.range', limit) : ' ')}
                  slotProps={{ htmlInput: { min: limit?.min, max: limit?.max, step: field === 'labels_per_row' ? 1 : 0.01 } }} />
              );
            })}
            <FormControl error={!!errors.display_logo_confirmed}>
              <FormLabel id="display-logo">{translate('barcode.display_logo')}</FormLabel>
              <RadioGroup row aria-labelledby="display-logo" value={form.display_logo_confirmed}
                onChange={(event) => set({ display_logo_confirmed: event.target.value === '0' ? '0' : '1' })}>
                <FormControlLabel value="1" control={<Radio />} label={translate('barcode.yes')} />
                <FormControlLabel value="0" control={<Radio />} label={translate('barcode.no')} />
              </RadioGroup>
            </FormControl>
            <LogoInput stored={form.keepLogo && template?.logo_image ? `${http.baseUrl.replace(/\/$/, '')}${template.logo_image}` : null}
              chosen={form.logo} error={errors.logo_image || undefined} onChoose={chooseLogo} onShown={onShown}
              onRemove={() => set({ logo: null, keepLogo: false })} />
            <Box sx={{ display: 'flex', gap: 2 }}>
              <Button type="submit" variant="contained" disabled={busy}>{translate(template ? 'barcode.update' : 'barcode.submit')}</Button>
              <Button color="error" variant="outlined" disabled={busy || !template} onClick={() => setConfirming(true)}>{translate('barcode.reset')}</Button>
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: '0 1 auto' }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>{translate('barcode.preview')}</Typography>
            <LabelPreview width={number('width')} height={number('height')} perRow={number('labels_per_row')}
              space={number('space_between_labels')} logo={form.display_logo_confirmed === '1' ? logoShown : null} />
          </CardContent>
        </Card>
      </Box>
      <ConfirmDialog open={confirming} title={translate('barcode.reset_title')} question={translate('barcode.reset_question')}
        confirm={translate('barcode.reset')} danger busy={busy} onConfirm={reset} onClose={() => setConfirming(false)} />
    </Box>
  );
}
