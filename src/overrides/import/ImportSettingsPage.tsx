import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import { AlertArea } from '../../engine/views/AlertArea';
import { IMPORT_ALERT } from './importAlert';
import { MappingStep } from './MappingStep';
import { UploadStep } from './UploadStep';

const IMPORT_PARAM = 'import_id';

/**
 * /service-desk/asset-importer/settings: upload, then map and submit. The import id
 * sits in the URL (?import_id=7), so a reload stays on the mapping step; discard goes back to upload.
 */
export default function ImportSettingsPage() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const raw = search.get(IMPORT_PARAM);
  const importId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">{translate('import.title')}</Typography>
      <AlertArea area={IMPORT_ALERT} />
      {importId === null
        ? <UploadStep onUploaded={(id) => setSearch({ [IMPORT_PARAM]: String(id) })} />
        : <MappingStep key={importId} importId={importId} onDiscarded={() => setSearch({})} />}
    </Box>
  );
}
