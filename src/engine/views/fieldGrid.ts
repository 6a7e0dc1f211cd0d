import { NARROW } from '../constants';

/**
 * The look of a definition list of labels (dt) and values (dd): side by side, or on a narrow screen
 * stacked, each label above its value, so a long label leaves its value the whole width. The labels
 * and values are plain elements styled here once, not a styled component each (a show page draws
 * dozens, each computing its styles when the page loads).
 * <Box component="dl" sx={FIELD_GRID}><dt>Status</dt><dd>Open</dd></Box>
 */
export const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', [NARROW]: 'max-content 1fr' },
  columnGap: 3,
  rowGap: { xs: 0.25, [NARROW]: 1 },
  m: 0,
  '& > dt': { fontWeight: 600 },
  '& > dd': { m: 0, mb: { xs: 1, [NARROW]: 0 } },
} as const;
