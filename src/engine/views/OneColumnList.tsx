import { Fragment } from 'react';
import { Box, List, ListItem, Typography } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'ra-core';
import { type FieldDescriptor, type ResourceDefinition, simpleList } from '../../kernel';
import type { ExtraColumn } from './LinksTable';
import { ListCell } from './ListCell';
import { RowActions } from './RowActions';
import { SortSelect } from './SortSelect';
import { sortFieldOf } from './sortField';

interface OneColumnListProps {
  definition: ResourceDefinition;
  /** The columns the table would show: the resource's own, or a chooser's or a report's choice. */
  columns: FieldDescriptor[];
  rowActions: boolean;
  start: ExtraColumn[];
}

/** The row texts: the resource's own while the columns shown hold every text it names, else derived from the columns shown. */
function rowTexts(definition: ResourceDefinition, columns: FieldDescriptor[]) {
  const own = definition.simpleList;
  const shown = new Map(columns.map((column) => [column.name, column]));
  if (own && [own.primary, ...own.secondary, ...(own.tertiary ? [own.tertiary] : [])].every((text) => shown.has(text.name))) return own;
  const names = simpleList([...shown.keys()], definition.recordRepresentation);
  return names && { primary: shown.get(names.primary)!, secondary: names.secondary.map((name) => shown.get(name)!), tertiary: names.tertiary === undefined ? undefined : shown.get(names.tertiary) };
}

/** The sortable columns' fields, and the one the list is sorted by when no column offers it (its default, by id). */
function sortChoices(definition: ResourceDefinition, columns: FieldDescriptor[], current: string) {
  const choices = columns.flatMap((column) => {
    const field = sortFieldOf(definition, column);
    return field ? [{ field, label: column.label }] : [];
  });
  const offered = choices.length === 0 || choices.some((choice) => choice.field === current);
  return offered ? choices : [...choices, { field: current, label: definition.fields[current]?.label ?? current }];
}

/**
 * A list on a narrow screen (a phone): one item per record instead of a table row, its name linked
 * to its page with the tertiary text at the end, the secondary texts under it, then its checkbox and
 * row actions as the table has them; a sort choice stands in for the column headers.
 */
export function OneColumnList({ definition, columns, rowActions, start }: OneColumnListProps) {
  const translate = useTranslate();
  const { data = [], refetch, sort, setSort } = useListContext();
  const texts = rowTexts(definition, columns);
  if (!texts) return null;
  const cell = (descriptor: FieldDescriptor, record: RaRecord) => <ListCell definition={definition} descriptor={descriptor} record={record} />;
  return (
    <>
      <SortSelect sort={sort} onChange={setSort} choices={sortChoices(definition, columns, sort.field)} />
      <List aria-label={definition.file['x-list']?.title}>
        {data.length === 0 && <ListItem>{translate('sd.list.no_data')}</ListItem>}
        {(data as RaRecord[]).map((record) => (
          <ListItem key={record.id} divider alignItems="flex-start" sx={{ gap: 1, px: 0 }}>
            {start.map((extra) => <Box key={extra.key}>{extra.cell(record)}</Box>)}
            <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Typography component="div" sx={{ flex: 1 }}>
                  <ListCell definition={definition} descriptor={texts.primary} record={record} linked />
                </Typography>
                {texts.tertiary && <Typography component="div" variant="body2" color="text.secondary">{cell(texts.tertiary, record)}</Typography>}
              </Box>
              {texts.secondary.length > 0 && (
                <Typography component="div" variant="body2" color="text.secondary">
                  {texts.secondary.map((descriptor, index) => <Fragment key={descriptor.name}>{index > 0 && ' · '}{cell(descriptor, record)}</Fragment>)}
                </Typography>
              )}
              {rowActions && <RowActions definition={definition} record={record} onDeleted={() => refetch()} />}
            </Box>
          </ListItem>
        ))}
      </List>
    </>
  );
}
