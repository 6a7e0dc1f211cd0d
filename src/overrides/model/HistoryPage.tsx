import { useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../engine/fields/format';
import { useAlert } from '../../engine/hooks/useAlert';
import { AlertArea } from '../../engine/views/AlertArea';
import { ConfirmDialog } from '../../engine/views/ConfirmDialog';
import { dialogPaper } from '../../engine/views/dialogPaper';
import { ResponsiveTable, type TableColumn } from '../../engine/views/ResponsiveTable';
import { ChangeList } from './ChangeList';
import { changedOf, restoreRequest, type VersionEntry } from './modelApi';
import { DATA_MODEL_ROUTE, MODEL_ALERT } from './modelPaths';
import { sendModel } from './sendModel';
import { useModelChanged, useModelDiff, useVersions } from './useModel';

/** One version's changes from the one before it, drawn per file. */
function VersionDialog({ number, onClose }: { number: number; onClose(): void }) {
  const translate = useTranslate();
  const diff = useModelDiff(number > 1 ? number - 1 : undefined, number);
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={dialogPaper('decision')} aria-labelledby="sd-version-title">
      <DialogTitle id="sd-version-title">{translate('data_model.history.diff_title', { number, from: number - 1 })}</DialogTitle>
      <DialogContent>
        {number === 1 ? <Typography>{translate('data_model.history.first')}</Typography>
          : diff.data ? <ChangeList changes={diff.data.files} /> : <CircularProgress aria-label={translate('ra.page.loading')} />}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('ra.action.close')}</Button></DialogActions>
    </Dialog>
  );
}

/**
 * /service-desk/data-model/history: every version of the model, newest first, with who applied it,
 * when and what changed; one opens to its changes from the one before, an older one is restored as a
 * new version after a confirmation.
 */
export default function HistoryPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`data_model.history.${key}`, options);
  const versions = useVersions();
  const changed = useModelChanged();
  const alert = useAlert(MODEL_ALERT);
  const [open, setOpen] = useState<number | undefined>();
  const [restoring, setRestoring] = useState<number | undefined>();
  const current = versions.data?.[0]?.number;
  const restore = async (number: number) => {
    setRestoring(undefined);
    const { status, body } = await sendModel(restoreRequest(number, current!));
    if (status === 200) alert.show('success', translate('data_model.draft.applied', { number: changedOf(body).number }));
    else if (status === 409) alert.show('warning', translate('data_model.draft.stale', { current: body.current, base: current }));
    else alert.show('error', [body.message, ...(Array.isArray(body.problems) ? body.problems : [])].filter(Boolean).join(' '));
    await changed();
  };
  const byOf = (entry: VersionEntry) => (entry.applied_by === 'files' ? t('from_files') : entry.applied_by.name);
  const columns: Array<TableColumn<VersionEntry>> = [
    { key: 'number', label: t('number'), rowHeader: true, cell: (entry) => `${entry.number}${entry.number === current ? ` (${t('current')})` : ''}` },
    { key: 'by', label: t('applied_by'), cell: byOf },
    { key: 'at', label: t('applied_at'), cell: (entry) => formatDateTime(entry.applied_at) },
    {
      key: 'summary', label: t('summary'), minWidth: 240, cell: (entry) => (
        <Box sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
          {entry.summary}{entry.restored_from ? ` (${t('restored_from', { number: entry.restored_from })})` : ''}
        </Box>
      ),
    },
    {
      key: 'actions', label: translate('sd.list.actions'), bare: true, cell: (entry) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Button size="small" onClick={() => setOpen(entry.number)} aria-label={t('open', { number: entry.number })}>{translate('sd.action.view')}</Button>
          {entry.number !== current && (
            <Button size="small" onClick={() => setRestoring(entry.number)} aria-label={t('restore_label', { number: entry.number })}>{t('restore')}</Button>
          )}
        </Box>
      ),
    },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Button component={RouterLink} to={DATA_MODEL_ROUTE}>{translate('data_model.back')}</Button>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>{t('title')}</Typography>
      <AlertArea area={MODEL_ALERT} />
      <Paper variant="outlined" sx={{ my: 2, overflowX: 'auto' }}>
        {versions.data ? <ResponsiveTable label={t('title')} columns={columns} rows={versions.data} rowKey={(entry) => String(entry.number)} />
          : <Box sx={{ p: 2 }}><CircularProgress size={24} aria-label={translate('ra.page.loading')} /></Box>}
      </Paper>
      {open !== undefined && <VersionDialog number={open} onClose={() => setOpen(undefined)} />}
      <ConfirmDialog
        open={restoring !== undefined}
        title={t('restore_title', { number: restoring })}
        question={t('restore_question', { number: restoring })}
        confirm={t('restore')}
        onConfirm={() => void restore(restoring!)}
        onClose={() => setRestoring(undefined)}
      />
    </Box>
  );
}
