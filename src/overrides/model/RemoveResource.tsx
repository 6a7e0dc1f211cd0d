import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../engine/views/ConfirmDialog';
import { draftStore, type ModelFiles, type ModelVersion } from './draftStore';
import { referrersOf, type ModelResource } from './modelResources';
import { DATA_MODEL_ROUTE } from './modelPaths';

/** Removes the resource's file from the draft after a confirmation; disabled, with the reason, while another resource refers to it. */
export function RemoveResource({ resource, files, current }: { resource: ModelResource; files: ModelFiles; current: ModelVersion }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const referrers = referrersOf(files, resource);
  return (
    <Box sx={{ mt: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button color="error" variant="outlined" disabled={referrers.length > 0} onClick={() => setAsking(true)}
        aria-describedby={referrers.length ? 'sd-remove-reason' : undefined}>{translate('data_model.new.remove')}</Button>
      {referrers.length > 0 && <Typography id="sd-remove-reason" color="text.secondary">{translate('data_model.new.referenced', { names: referrers.join(', ') })}</Typography>}
      <ConfirmDialog
        open={asking}
        title={translate('data_model.new.remove_title', { name: resource.label })}
        question={translate('data_model.new.remove_question')}
        confirm={translate('data_model.properties.remove_confirm')}
        danger
        onConfirm={() => { draftStore.edit(current, resource.path, () => undefined); setAsking(false); navigate(DATA_MODEL_ROUTE); }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
