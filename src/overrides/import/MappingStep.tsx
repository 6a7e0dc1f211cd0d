import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormHelperText, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { messageOfError } from '../../engine/data/messageOfError';
import { useAlert } from '../../engine/hooks/useAlert';
import { isDateColumn, mappingErrors } from './rules/importMapping';
import { http } from '../http';
import { DryRunPreview } from './DryRunPreview';
import { IMPORT_ALERT } from './importAlert';
import {
  discardRequest, mappingDetails, mappingRequest, previewOf, submitRequest, trackingIdOf, type MappingDetails, type PreviewRow,
} from './importApi';
import { MappingTable } from './MappingTable';
import { trackingPath } from './trackingPath';

const MAPPED = 'mapped_system_attributes.';

/** Errors keyed by uuid for the table, the date format's apart. */
function split(errors: Record<string, string>) {
  const byColumn: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(MAPPED)) byColumn[key.slice(MAPPED.length)] = message;
  return { byColumn, dateFormat: errors.date_time_format, other: Object.entries(errors).filter(([key]) => !key.startsWith(MAPPED) && key !== 'date_time_format').map(([, message]) => message) };
}

/**
 * Step two: map each property to a column of the file (the server's guess first), choose whether rows
 * update existing assets and, when date columns are mapped, their format; then a dry run, submit or
 * discard. The screen checks the mapping with the server's own rules (mappingErrors) before sending.
 */
export function MappingStep({ importId, onDiscarded }: { importId: number; onDiscarded(): void }) {
  const translate = useTranslate();
  const alert = useAlert(IMPORT_ALERT);
  const navigate = useNavigate();
  const [details, setDetails] = useState<MappingDetails>();
  const [mapped, setMapped] = useState<Record<string, number | null>>({});
  const [updateExisting, setUpdateExisting] = useState(false);
  const [dateFormat, setDateFormat] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'dry' | 'submit' | 'discard' | null>(null);
  const [preview, setPreview] = useState<PreviewRow[]>();

  const unreadable = useEffectEvent((error: unknown) => {
    alert.show('error', messageOfError(error));
    onDiscarded();
  });
  // One load per import id.
  useEffect(() => {
    let current = true;
    http.send(mappingRequest(importId)).then((body) => {
      if (!current) return;
      const read = mappingDetails(body);
      setDetails(read);
      setMapped(Object.fromEntries(read.columns.map((column) => [column.uuid, column.mapped_to])));
    }).catch((error) => { if (current) unreadable(error); });
    return () => { current = false; };
  }, [importId]);

  const datesMapped = !!details?.columns.some((column) => isDateColumn(column) && mapped[column.uuid] != null);
  const handleDates = !!details?.handleDates && datesMapped;
  const clientErrors = useMemo(() => (details ? mappingErrors({
    columns: details.columns, headers: details.headers, mapped, fixed: details.specialKeys, updateExisting,
    key: details.updateKey, handleDates, dateFormat,
  }) : {}), [details, mapped, updateExisting, handleDates, dateFormat]);
  const shown = split(attempted ? { ...clientErrors, ...serverErrors } : serverErrors);

  if (!details) return <LinearProgress aria-label={translate('import.mapping_title', { name: '' })} />;
  const keyLabel = details.columns.find((column) => column.uuid === details.updateKey)?.label.toLowerCase() ?? '';

  const send = async (dryRun: boolean) => {
    setAttempted(true);
    setServerErrors({});
    if (Object.keys(clientErrors).length || busy) return;
    setBusy(dryRun ? 'dry' : 'submit');
    alert.clear();
    try {
      const body = await http.send<{ message?: string }>(submitRequest({
        importId, mapped, updateExisting, handleDates, dateFormat, specialKeys: details.specialKeys, dryRun,
      }));
      if (dryRun) {
        setPreview(previewOf(body));
        setBusy(null);
        return;
      }
      if (body.message) alert.show('success', body.message);
      navigate(trackingPath(trackingIdOf(body)));
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      if (Object.keys(errors).length) setServerErrors(errors);
      else alert.show('error', messageOfError(error));
      setBusy(null);
    }
  };

  const discard = async () => {
    setBusy('discard');
    try {
      const body = await http.send<{ message?: string }>(discardRequest(importId));
      alert.show('success', body.message ?? 'import.discarded');
      onDiscarded();
    } catch (error) {
      alert.show('error', messageOfError(error));
      setBusy(null);
    }
  };

  const change = (uuid: string, header: number | null) => {
    setMapped((previous) => ({ ...previous, [uuid]: header }));
    setServerErrors({});
    setPreview(undefined);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">{translate('import.mapping_title', { name: details.fileName })}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>{translate('import.rows', { smart_count: details.totalRows })}</Typography>
        <MappingTable columns={details.columns} headers={details.headers} mapped={mapped} errors={shown.byColumn} showRequired={!updateExisting} onChange={change} />
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}>
          {details.updateKey && (
            <Box>
              <FormControlLabel label={translate('import.update_existing', { key: keyLabel })}
                control={<Checkbox checked={updateExisting} onChange={(event) => { setUpdateExisting(event.target.checked); setPreview(undefined); }} />} />
              <FormHelperText sx={{ mt: -1 }}>{translate('import.update_help', { key: keyLabel })}</FormHelperText>
            </Box>
          )}
          {handleDates && (
            <TextField select required label={translate('import.date_format')} value={dateFormat} sx={{ maxWidth: 320 }}
              error={!!shown.dateFormat} helperText={shown.dateFormat ? translate(shown.dateFormat, { _: shown.dateFormat }) : translate('import.date_help')}
              onChange={(event) => { setDateFormat(event.target.value); setServerErrors({}); setPreview(undefined); }}>
              {details.dateFormats.map((format) => <MenuItem key={format} value={format}>{format}</MenuItem>)}
            </TextField>
          )}
          {shown.other.map((message) => <FormHelperText key={message} error>{message}</FormHelperText>)}
        </Box>
        <Box sx={{ mt: 3, display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => send(true)} disabled={!!busy}>{translate('import.dry_run')}</Button>
          <Button variant="contained" onClick={() => send(false)} disabled={!!busy}>{translate('import.submit')}</Button>
          <Button color="error" onClick={discard} disabled={!!busy}>{translate('import.discard')}</Button>
        </Box>
        {busy && busy !== 'discard' && <LinearProgress sx={{ mt: 2 }} />}
        {preview && <DryRunPreview rows={preview} />}
      </CardContent>
    </Card>
  );
}
