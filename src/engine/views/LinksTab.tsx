import { Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { useLinkedRows } from '../hooks/useLinkedRows';
import { useRowSelection } from '../hooks/useRowSelection';
import { useHasRole } from '../hooks/useHasRole';
import { type ResourceDefinition, fillUrl } from '../../kernel';
import { BulkMenu } from './BulkMenu';
import { columnOf } from './columns';
import { DetachButton } from './DetachButton';
import { linkedBadge } from './linkedBadge';
import { linkedCellText } from './linkedCellText';
import { LinksTable, type ExtraColumn } from './LinksTable';
import { Pager } from './Pager';
import { selectionColumn } from './selectionColumn';
import { tabCellField } from './tabCellField';

interface LinksTabProps {
  definition: ResourceDefinition;
  tab: number;
  id: Identifier;
  version: number;
  onChanged(): void;
  /** Columns a richer tab adds before the tab's own (after the row selection of bulk actions). */
  start?: ExtraColumn[];
  /** The record's granted x-actions flags (the tab's detachFlag is looked up here). */
  flags?: Record<string, boolean>;
}

/**
 * An x-show tab of kind "links": the rows the record's x-links entry holds, searched, sorted and
 * paged on the server, the first column linking to the row's page (the tab's rowLink, else the
 * target's show route), a detach action per row when the link has one (and the tab's detachFlag, if
 * any, is granted), with the row's attribute value when the link stores one. A link that declares bulk
 * actions adds a checkbox per row (and one for the page) and, while rows are ticked, their menu.
 */
export function LinksTab({ definition, tab, id, version, onChanged, start, flags = {} }: LinksTabProps) {
  const translate = useTranslate();
  const spec = definition.show.tabs?.[tab];
  const link = definition.links[spec?.link ?? ''];
  const rows = useLinkedRows(definition, link?.name ?? '', id, version);
  const selection = useRowSelection(rows.result?.data);
  const writer = useHasRole(definition.write).allowed;
  if (!spec || !link?.target) return null;
  const target = link.target;
  const rowHref = (row: RaRecord) => (spec.rowLink ? fillUrl(spec.rowLink, { id: row.id }) : target.routes.show?.(row.id));
  // Without a flag of its own, detaching follows the resource's write role, as the server does.
  const detachable = link.detach !== undefined && (spec.detachFlag === undefined ? writer : flags[spec.detachFlag] === true);
  const attributeOf = (row: RaRecord) => (link.attribute ? String(row[link.attribute.name] ?? '') : undefined);
  const detach: ExtraColumn[] = detachable ? [{
    key: 'detach',
    header: translate('sd.list.actions'),
    cell: (row) => <DetachButton definition={definition} link={link.name} id={id} target={row.id} name={target.title} attribute={attributeOf(row)} onDetached={onChanged} />,
  }] : [];
  const { result } = rows;
  const selecting: ExtraColumn[] = link.bulk ? [selectionColumn(selection, translate)] : [];
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <TextField size="small" type="search" sx={{ width: 280 }} label={translate('sd.list.search')}
          value={rows.search} onChange={(event) => rows.setSearch(event.target.value)} />
        {link.bulk && selection.selected.length > 0 && (
          <BulkMenu definition={definition} link={link.name} id={id} ids={selection.selected} onDone={onChanged} />
        )}
      </Box>
      {!result && <Box><CircularProgress aria-label={translate('ra.page.loading')} /></Box>}
      {result?.total === 0 && <Typography sx={{ py: 2 }}>{translate('sd.links.no_data')}</Typography>}
      {result && result.total > 0 && (
        <>
          <LinksTable label={spec.label} columns={(spec.columns ?? []).map(columnOf)} rows={result.data} rowHref={rowHref} rowNewTab={spec.rowLink !== undefined}
            sortable={rows.sortable} sort={rows.sort} setSort={rows.setSort} start={[...selecting, ...(start ?? [])]} end={detach}
            textOf={(row, column) => linkedCellText(link, row, column)} badgeOf={(row, column) => linkedBadge(link, row, column)}
            fieldOf={(column) => tabCellField(target, column)} />
          <Pager total={result.total} page={rows.page} perPage={rows.perPage} onPage={rows.setPage} onPerPage={rows.setPerPage} />
        </>
      )}
    </Box>
  );
}
