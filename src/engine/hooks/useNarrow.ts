import { useMediaQuery, type Theme } from '@mui/material';
import { NARROW } from '../constants';

/** useNarrow(): true on a screen below the NARROW breakpoint (a phone), where views draw one column. */
export function useNarrow(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down(NARROW));
}
