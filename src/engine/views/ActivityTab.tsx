import { Fragment, useState } from 'react';
import { Avatar, Box, Button, CircularProgress, Divider, Link, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import type { ActivityEntry, ServiceDeskDataProvider } from '../data';
import { SanitizedHtml } from '../fields/HtmlText';
import { formatDateTime } from '../fields/format';
import { activityQuery, FIRST_ACTIVITY_PAGE } from '../hooks/showQueries';
import type { ResourceDefinition } from '../../kernel';
import { Pager } from './Pager';

interface ActivityTabProps {
  definition: ResourceDefinition;
  id: Identifier;
  /** Changes when the record changed, so the log is read again. */
  version: number;
}

const dayOf = (entry: ActivityEntry) => dayjs(entry.created_at).format('MMMM D, YYYY');

// The timeline's entries are plain elements styled here once: a page of the log is up to 100 entries,
// and a styled component each for the entry, its text and its time computed their styles on every draw.
const TIMELINE = {
  listStyle: 'none', p: 0, m: 0,
  '& > .sd-day': { my: 1 },
  '& > .sd-entry': { display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1 },
  '& .sd-entry-body': { flex: 1 },
  '& .sd-entry-time': { typography: 'caption', color: 'text.secondary' },
} as const;

/** The record's activity log as a timeline: day separators, who did it (linked), newest or oldest first, paged. */
export function ActivityTab({ definition, id, version }: ActivityTabProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const [page, setPage] = useState<number>(FIRST_ACTIVITY_PAGE.page);
  const [perPage, setPerPage] = useState<number>(FIRST_ACTIVITY_PAGE.perPage);
  const [order, setOrder] = useState<'asc' | 'desc'>(FIRST_ACTIVITY_PAGE.order);
  // A failed load is silent: the loader stops and the log stays empty. A new page, order or
  // version is a new key, so the loader shows again until it is read.
  const { data: result } = useQuery(activityQuery(dataProvider, definition.name, { id, page, perPage, order }, version));
  // The spec's sort is one button switching the created-time order; it says which order is shown.
  const toggleOrder = () => { setOrder(order === 'desc' ? 'asc' : 'desc'); setPage(1); };
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ mb: 2 }}>
        <Button size="small" variant="outlined" onClick={toggleOrder} startIcon={order === 'desc' ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}>
          {translate(order === 'desc' ? 'sd.activity.newest' : 'sd.activity.oldest')}
        </Button>
      </Box>
      {!result && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {result?.data.length === 0 && <Typography>{translate('sd.activity.empty')}</Typography>}
      <Box component="ol" aria-label={translate('sd.activity.title', { _: 'Activity' })} sx={TIMELINE}>
        {result?.data.map((entry, index) => (
          <Fragment key={entry.id}>
            {(index === 0 || dayOf(entry) !== dayOf(result.data[index - 1])) && (
              <li aria-hidden className="sd-day"><Divider><Typography variant="caption">{dayOf(entry)}</Typography></Divider></li>
            )}
            <li className="sd-entry">
              <CreatorAvatar creator={entry.creator} />
              <div className="sd-entry-body">
                <SanitizedHtml html={entry.name} />
                <span className="sd-entry-time">{formatDateTime(entry.created_at)}</span>
              </div>
            </li>
          </Fragment>
        ))}
      </Box>
      {result !== undefined && result.total > 0 && (
        <Pager total={result.total} page={page} perPage={perPage} onPage={setPage} onPerPage={(size) => { setPerPage(size); setPage(1); }} />
      )}
    </Box>
  );
}

function CreatorAvatar({ creator }: { creator: ActivityEntry['creator'] }) {
  const translate = useTranslate();
  const name = creator?.full_name ?? translate('sd.activity.system');
  const avatar = <Avatar alt={name} src={creator?.profile_pic ?? undefined} sx={{ width: 32, height: 32 }}>{name.charAt(0)}</Avatar>;
  return creator ? <Link href={`/user/${encodeURIComponent(String(creator.id))}`} aria-label={name}>{avatar}</Link> : avatar;
}
