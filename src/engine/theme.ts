import type { Theme, ThemeOptions } from '@mui/material/styles';
import { NARROW } from './constants';

type Mode = 'light' | 'dark';

/**
 * Colours chosen so text keeps a contrast of at least 4.5:1 (WCAG AA) on the backgrounds it sits on,
 * a hovered table row's included: light: the blue of buttons and links on the page's #fafafb (5.5:1)
 * and under it on the app bar (white, 5.8:1), the red of delete buttons on a hovered row (#f0f0f1,
 * 4.9:1); dark: that red on the page's #313131 (6.1:1) and on a hovered row (#414141, 4.7:1).
 */
const PALETTES: Record<Mode, NonNullable<ThemeOptions['palette']>> = {
  light: { primary: { main: '#1565c0' }, secondary: { main: '#1565c0', contrastText: '#fff' }, error: { main: '#c62828' } },
  dark: { error: { main: '#ef9a9a' } },
};

/**
 * focusRing(theme, 2): the one focus ring, for everything a keyboard reaches through ButtonBase
 * (buttons, tabs, menu entries, sort labels, checkboxes) and any other control that draws its own
 * (the rich-text editor): MUI's own cue is a faint ripple or background. Rows of a list draw it
 * inside (a negative offset), where a scrolling menu or list would cut an outside ring off.
 */
export const focusRing = (theme: Theme, offset: number) => ({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: offset });

// Under the narrow breakpoint every dialog fills the screen (what MUI's fullScreen prop draws), whatever
// width it asks for elsewhere: the descendant selector outranks a dialog's own paper width.
const fullScreen = (theme: Theme) => ({
  [theme.breakpoints.down(NARROW)]: {
    '& .MuiDialog-paper': { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 },
  },
});

const COMPONENTS: ThemeOptions['components'] = {
  MuiButtonBase: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme, 2) }) } },
  MuiMenuItem: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme, -2) }) } },
  MuiListItemButton: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme, -2) }) } },
  MuiDialog: { styleOverrides: { root: ({ theme }) => fullScreen(theme) } },
  // The pager's size choice, count and arrows wrap onto two lines rather than pushing the arrows off a phone's screen.
  MuiTablePagination: { styleOverrides: { toolbar: ({ theme }) => ({ [theme.breakpoints.down(NARROW)]: { flexWrap: 'wrap', paddingLeft: 0 } }) } },
};

/**
 * appTheme('dark', 'Loading'): the colours and component defaults of every screen, for both modes. The
 * agent panel lays them over react-admin's own themes; the public pages and the injected panels use
 * them alone. `loading` names every progress indicator that has no name of its own (a screen's
 * placeholder while its code loads): a progress bar must say what it is.
 */
export function appTheme(mode: Mode, loading: string): ThemeOptions {
  const named = { defaultProps: { 'aria-label': loading } };
  // Text on a filled colour (a status chip, a contained button) is white or black, whichever keeps
  // 4.5:1: MUI's default of 3 put white on the light theme's orange warning (3.2:1) and blue info (4.1:1).
  return { palette: { mode, contrastThreshold: 4.5, ...PALETTES[mode] }, components: { ...COMPONENTS, MuiLinearProgress: named, MuiCircularProgress: named } };
}
