import { useState } from 'react';
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useTranslate } from 'ra-core';
import { describeField, type PropertySchema } from '../../kernel';
import { ConfirmDialog } from '../../engine/views/ConfirmDialog';
import { ResponsiveTable, type TableColumn } from '../../engine/views/ResponsiveTable';
import { kindOf, type Json } from './propertyKinds';
import { PropertyDialog, type PropertyTarget } from './PropertyDialog';
import { placesOf, propertiesOf, withoutProperty, withProperty, withPropertyMoved } from './resourceEdits';

interface PropertiesTabProps {
  file: Json;
  /** Replaces the resource's file in the draft. */
  onChange(file: Json): void;
  targets: PropertyTarget[];
  /** The last apply's problems by property name. */
  problemsOf(name: string): string[];
}

interface Row { name: string; schema: Json; index: number }

/**
 * The resource's properties in form order: each with its type in words and where it shows, moved up
 * and down, edited in the property dialog, removed after a confirmation; an apply's problem about a
 * property shows in its row. Read-only properties (the server's) are listed, not edited here.
 */
export function PropertiesTab({ file, onChange, targets, problemsOf }: PropertiesTabProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`data_model.properties.${key}`, options);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [removing, setRemoving] = useState<string | undefined>();
  const properties = propertiesOf(file);
  const rows: Row[] = Object.entries(properties).map(([name, schema], index) => ({ name, schema, index }));
  // A type the dialog does not edit is named as the engine draws it (an email address, a radio choice).
  const typeInWords = (row: Row) => {
    const kind = kindOf(row.schema);
    if (kind !== 'other') return translate(`data_model.kinds.${kind}`);
    const drawnAs = describeField(row.name, row.schema as PropertySchema).kind;
    return t('raw_kind', { kind: translate(`data_model.engine_kinds.${drawnAs}`) });
  };
  const yes = (on: boolean) => (on ? t('yes') : '');
  const flag = (key: 'required' | 'inList' | 'inFilter' | 'onPhone', label: string): TableColumn<Row> => ({
    key, label: t(label), cell: (row) => yes(placesOf(file, row.name)[key]),
  });
  const columns: Array<TableColumn<Row>> = [
    {
      key: 'title', label: t('title'), rowHeader: true, cell: (row) => (
        <>
          {String(row.schema.title ?? row.name)}
          {problemsOf(row.name).map((problem) => <Typography key={problem} color="error" variant="body2" role="alert">{problem}</Typography>)}
        </>
      ),
    },
    { key: 'name', label: t('name'), cell: (row) => <code>{row.name}</code> },
    {
      key: 'type', label: t('type'),
      cell: (row) => `${typeInWords(row)}${row.schema.readOnly ? ` (${t('read_only')})` : ''}`,
    },
    flag('required', 'required'), flag('inList', 'in_list'), flag('inFilter', 'in_filter'), flag('onPhone', 'on_phone'),
    {
      key: 'actions', label: translate('sd.list.actions'), bare: true, cell: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <IconButton size="small" aria-label={t('move_up', { name: row.name })} disabled={row.index === 0}
            onClick={() => onChange(withPropertyMoved(file, row.name, -1))}><ArrowUpward fontSize="small" /></IconButton>
          <IconButton size="small" aria-label={t('move_down', { name: row.name })} disabled={row.index === rows.length - 1}
            onClick={() => onChange(withPropertyMoved(file, row.name, 1))}><ArrowDownward fontSize="small" /></IconButton>
          {!row.schema.readOnly && (
            <>
              <Button size="small" onClick={() => setEditing(row.name)} aria-label={t('edit', { name: row.name })}>{translate('sd.action.edit')}</Button>
              <Button size="small" color="error" onClick={() => setRemoving(row.name)} aria-label={t('remove', { name: row.name })}>{t('remove_confirm')}</Button>
            </>
          )}
        </Box>
      ),
    },
  ];
  return (
    <Box>
      <Box sx={{ mb: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setEditing(null)}>{t('add')}</Button>
      </Box>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <ResponsiveTable label={translate('data_model.tabs.properties')} columns={columns} rows={rows} rowKey={(row) => row.name} />
      </Paper>
      {editing !== undefined && (
        <PropertyDialog
          name={editing ?? undefined}
          schema={editing ? properties[editing] : undefined}
          places={editing ? placesOf(file, editing) : { required: false, inList: true, inFilter: false, onPhone: false }}
          taken={Object.keys(properties)}
          targets={targets}
          problems={editing ? problemsOf(editing) : []}
          onSave={(name, schema, places) => { onChange(withProperty(file, name, schema, places)); setEditing(undefined); }}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('remove_title', { name: removing })}
        question={t('remove_question')}
        confirm={t('remove_confirm')}
        danger
        onConfirm={() => { onChange(withoutProperty(file, removing!)); setRemoving(undefined); }}
        onClose={() => setRemoving(undefined)}
      />
    </Box>
  );
}
