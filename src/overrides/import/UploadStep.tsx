import { useState } from 'react';
import { Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'ra-core';
import { formatFileSize } from '../../engine/fields/format';
import { messageOfError } from '../../engine/data/messageOfError';
import { useAlert } from '../../engine/hooks/useAlert';
import { IMPORT_TOO_LARGE, importFileError } from './rules/importMapping';
import { http } from '../http';
import { IMPORT_ALERT } from './importAlert';
import { importIdOf, uploadRequest } from './importApi';

/**
 * Step one: choose a CSV file and upload it. A file the client can judge (25,000,000 bytes or more,
 * not .csv, empty) is refused before sending; the server's refusal (412 on import_file) shows in the
 * alert area with its own words.
 */
export function UploadStep({ onUploaded }: { onUploaded(importId: number): void }) {
  const translate = useTranslate();
  const alert = useAlert(IMPORT_ALERT);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | undefined) => {
    alert.clear();
    setFile(null);
    if (!chosen) return;
    const problem = importFileError(chosen);
    if (problem) alert.show('error', problem === IMPORT_TOO_LARGE ? 'max_upload_size' : problem);
    else setFile(chosen);
  };

  const upload = async () => {
    if (!file || busy) return;
    setBusy(true);
    alert.clear();
    try {
      const body = await http.send<{ message?: string }>(uploadRequest(file));
      if (body.message) alert.show('success', body.message);
      onUploaded(importIdOf(body));
    } catch (error) {
      alert.show('error', messageOfError(error));
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{translate('import.upload_title')}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>{translate('import.upload_help')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            {translate('import.choose')}
            <input hidden type="file" accept=".csv,text/csv" aria-label={translate('import.choose')}
              onChange={(event) => { choose(event.target.files?.[0]); event.target.value = ''; }} />
          </Button>
          {file && <Typography>{translate('import.chosen', { name: file.name, size: formatFileSize(file.size) })}</Typography>}
          <Button variant="contained" onClick={upload} disabled={!file || busy}>{translate('import.upload')}</Button>
        </Box>
        {busy && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress />
            <Typography variant="body2" sx={{ mt: 1 }}>{translate('import.uploading')}</Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
