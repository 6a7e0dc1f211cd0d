import { Box, PaginationItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PAGER_CHUNK } from '../constants';

interface PagerProps {
  total: number;
  /** 1-based. */
  page: number;
  perPage: number;
  onPage(page: number): void;
  /** A new page size; the caller starts again at page 1. */
  onPerPage(perPage: number): void;
}

/**
 * pageChunk(10, 20) → [8, 9, 10, 11, 12]: the spec's chunk of five page numbers around the page shown,
 * kept five at either end ([1 … 5], [16 … 20]); MUI's Pagination shows six there.
 */
export function pageChunk(page: number, pages: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(PAGER_CHUNK / 2), pages - PAGER_CHUNK + 1));
  const end = Math.min(pages, start + PAGER_CHUNK - 1);
  return Array.from({ length: end - start + 1 }, (_, at) => start + at);
}

/**
 * The one pager of every paged table and timeline (spec: "pagination chunk of 5 page links", page
 * sizes 10/25/50/100): which rows are shown of how many, the page size choice, and five numbered
 * page links with first, previous, next and last, shown once there is more than the smallest page.
 * <Pager total={120} page={2} perPage={25} onPage={setPage} onPerPage={setPerPage} />
 */
export function Pager({ total, page, perPage, onPage, onPerPage }: PagerProps) {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shown = Math.min(Math.max(page, 1), pages);
  const from = total === 0 ? 0 : (shown - 1) * perPage + 1;
  const to = Math.min(total, shown * perPage);
  // First, previous, next and last: off where they would lead nowhere.
  const step = (type: 'first' | 'previous' | 'next' | 'last', target: number) => (
    <PaginationItem type={type} disabled={target < 1 || target > pages || target === shown}
      aria-label={translate(`sd.list.go_to_${type}`)} onClick={() => onPage(target)} />
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap', mt: 1 }}>
      {/* A native select: the same closed look as MUI's, without a menu mounted while a page arrives. */}
      <TextField select size="small" fullWidth={false} sx={{ width: 130 }} label={translate('sd.list.per_page')} value={perPage}
        slotProps={{ select: { native: true } }} onChange={(event) => onPerPage(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
      </TextField>
      <Typography variant="body2" className="sd-pager-range" aria-live="polite">
        {translate('sd.list.range', { from, to, total })}
      </Typography>
      {total > DEFAULT_PAGE_SIZE && (
        <Box component="nav" aria-label={translate('sd.list.pages')} sx={{ display: 'flex', alignItems: 'center' }}>
          {step('first', 1)}
          {step('previous', shown - 1)}
          {pageChunk(shown, pages).map((number) => (
            <PaginationItem key={number} page={number} selected={number === shown} aria-current={number === shown ? 'page' : undefined}
              aria-label={translate(number === shown ? 'sd.list.page' : 'sd.list.go_to_page', { page: number })} onClick={() => onPage(number)} />
          ))}
          {step('next', shown + 1)}
          {step('last', pages)}
        </Box>
      )}
    </Box>
  );
}
