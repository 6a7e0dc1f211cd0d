import { Box, Chip, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { cellRegistry } from '../cellRegistry';
import { formatDateTime } from '../fields/format';
import { pickDisplay } from '../registry';
import { useTabRows } from '../hooks/useTabRows';
import type { TabProps } from '../overrides';
import { getPath, type AssociatesColumn } from '../../kernel';
import { cellText, columnOf } from './columns';
import { tabCellField } from './tabCellField';

/**
 * A cell of a timeline card: a column showing a typed property of the resource as the page shows it
 * (a contract's cost as money, its dates as dates: the cell slot's renderer), the rest as a table
 * cell shows it (other dates in the display format too).
 */
function Shown({ definition, row, column }: { definition: TabProps['definition']; row: Record<string, unknown>; column: AssociatesColumn }) {
  const descriptor = tabCellField(definition, column);
  if (!descriptor) return <>{cellText(row, column)}</>;
  const Renderer = pickDisplay(cellRegistry, descriptor);
  return <Renderer descriptor={descriptor} record={row} />;
}

/**
 * An x-show tab of kind "timeline": the rows of its GET as a column of dated cards, newest first as
 * the server sends them, each with its columns and badges (a contract's versions: type, current, expired).
 */
export function TimelineTab({ definition, tab, id, version }: TabProps) {
  const translate = useTranslate();
  const rows = useTabRows(definition, tab, id, version);
  const spec = definition.show.tabs?.[tab];
  if (!spec) return null;
  if (!rows) return <CircularProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{translate('sd.list.no_data')}</Typography>;
  const columns = (spec.columns ?? []).map(columnOf);
  return (
    <Box component="ol" aria-label={spec.label} sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gap: 2 }}>
      {rows.map((row, index) => (
        <Paper component="li" key={String(row.id ?? index)} variant="outlined" sx={{ p: 2, borderLeft: 4, borderLeftColor: row.current === true ? 'primary.main' : 'divider' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            {typeof row.created_at === 'string' && <Typography variant="subtitle2" component="span">{formatDateTime(row.created_at)}</Typography>}
            {(spec.badges ?? []).map((badge) => {
              const value = getPath(row, badge.path);
              if (badge.label !== undefined) return value === true ? <Chip key={badge.path} size="small" color={badge.path === 'current' ? 'primary' : 'default'} label={badge.label} /> : null;
              return value ? <Chip key={badge.path} size="small" variant="outlined" label={String(value)} /> : null;
            })}
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(180px, 1fr))' }, gap: 1, m: 0 }}>
            {columns.map((column) => (
              <Box key={column.path}>
                <Typography component="dt" variant="caption" color="text.secondary">{column.label}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}><Shown definition={definition} row={row} column={column} /></Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
