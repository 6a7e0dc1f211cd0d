import { useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useAlert } from '../../engine/hooks/useAlert';
import { ConfirmDialog } from '../../engine/views/ConfirmDialog';
import { ResponsiveTable } from '../../engine/views/ResponsiveTable';
import { http } from '../http';
import { purgeRequest, removedOf, removedRequest, type RemovedProperty } from './modelApi';
import { MODEL_ALERT } from './modelPaths';
import { sendModel } from './sendModel';
import { MODEL_KEY, useModelChanged } from './useModel';

/**
 * The properties of the resource removed in earlier versions whose columns still hold values, each
 * with the number of rows and a purge that states it. Drawn only when the server answers the call
 * (a server without it shows nothing); a purge refused because the count changed reads it again.
 */
export function RemovedData({ resource }: { resource: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`data_model.purge.${key}`, options);
  const alert = useAlert(MODEL_ALERT);
  const changed = useModelChanged();
  const [purging, setPurging] = useState<RemovedProperty | undefined>();
  const removed = useQuery({ queryKey: [MODEL_KEY, 'removed'], queryFn: async () => removedOf(await http.send(removedRequest())), retry: false });
  const rows = (removed.data ?? []).filter((item) => item.resource === resource && item.rows > 0);
  if (!rows.length) return null;
  const purge = async (item: RemovedProperty) => {
    const { status, body } = await sendModel(purgeRequest(item));
    setPurging(undefined);
    if (status === 200) alert.show('success', t('done', { purged: (body.data as { purged?: number })?.purged ?? 0 }));
    else alert.show('error', typeof body.message === 'string' ? body.message : translate('ra.notification.http_error'));
    await changed();
  };
  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2 }}>
      <Typography variant="h6" component="h2">{t('title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>{t('help')}</Typography>
      <ResponsiveTable
        label={t('title')}
        rows={rows}
        rowKey={(item) => item.property}
        columns={[
          { key: 'property', label: t('property'), rowHeader: true, cell: (item) => <code>{item.property}</code> },
          { key: 'rows', label: t('rows'), cell: (item) => item.rows },
          {
            key: 'action', label: translate('sd.list.actions'), bare: true,
            cell: (item) => <Button color="error" size="small" onClick={() => setPurging(item)} aria-label={t('action_label', { name: item.property })}>{t('action')}</Button>,
          },
        ]}
      />
      <ConfirmDialog
        open={purging !== undefined}
        title={t('confirm_title', { name: purging?.property })}
        question={t('confirm_question', { rows: purging?.rows })}
        confirm={t('action')}
        danger
        onConfirm={() => void purge(purging!)}
        onClose={() => setPurging(undefined)}
      />
    </Paper>
  );
}
