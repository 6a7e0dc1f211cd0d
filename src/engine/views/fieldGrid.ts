import { NARROW } from '../constants';

/**
 * The look of a definition list of labels (dt) and values (dd): side by side, or on a narrow screen
 * stacked, each label above its value, so a long label leaves its value the whole width.
 * <Box component="dl" sx={FIELD_GRID}>
 */
export const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', [NARROW]: 'max-content 1fr' },
  columnGap: 3,
  rowGap: { xs: 0.25, [NARROW]: 1 },
  m: 0,
  '& > dd': { mb: { xs: 1, [NARROW]: 0 } },
} as const;
