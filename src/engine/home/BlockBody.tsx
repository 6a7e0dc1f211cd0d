import { useMemo } from 'react';
import { Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { Chart } from '../charts/Chart';
import type { BlockData, BlockDescription, ResourceDefinition } from '../../kernel';
import { BlockItems } from './BlockItems';
import { BlockRows } from './BlockRows';

interface BlockBodyProps {
  block: BlockDescription;
  data: BlockData;
  definition?: ResourceDefinition;
  /** After an action taken on a row: read the block again. */
  onDone(): void;
}

/** The link under a block's rows: how many more the list holds, or the list itself. */
function ListLink({ to, more }: { to: string; more: number }) {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={to} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
      {more > 0 ? translate('sd.home.more', { count: more }) : translate('sd.home.open_list')}
    </Link>
  );
}

/** A block's figures by kind: a number, a chart of its groups (a table one click away), or its first rows; what it says when it counts nothing. */
export function BlockBody({ block, data, definition, onDone }: BlockBodyProps) {
  const translate = useTranslate();
  const count = translate('sd.chart.count');
  const text = useMemo(() => ({ group: block.group ?? '', count }), [block.group, count]);
  if (data.total === 0) {
    return (
      <>
        <Typography color="text.secondary">{block.empty ?? translate('sd.list.no_data')}</Typography>
        {data.link && <ListLink to={data.link} more={0} />}
      </>
    );
  }
  if (block.kind === 'count') {
    return data.link
      ? <Link component={RouterLink} to={data.link} variant="h3" underline="hover" aria-label={translate('sd.home.total', { count: data.total })}>{data.total}</Link>
      : <Typography variant="h3">{data.total}</Typography>;
  }
  if (block.kind === 'grouped') {
    const chart = block.chart ?? 'bar';
    // Bars lie down in a block: group names (a board and its level) read across instead of turned on end, and one group is one bar, not a wall.
    return <Chart kind={chart === 'pie' ? 'pie' : 'horizontal'} groups={data.groups ?? []} text={text} fit placeholder={chart === 'pie' ? 300 : 120}
      label={translate('sd.home.chart_label', { kind: translate(`sd.home.kinds.${chart}`), title: block.title })} />;
  }
  const shown = data.rows?.length ?? data.items?.length ?? 0;
  return (
    <>
      {data.items && <BlockItems items={data.items} />}
      {data.rows && definition && <BlockRows definition={definition} rows={data.rows} actions={block.actions} onDone={onDone} />}
      {data.link && <ListLink to={data.link} more={data.total - shown} />}
    </>
  );
}
