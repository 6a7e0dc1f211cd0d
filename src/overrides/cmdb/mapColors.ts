import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

/** The map's colours, from the app's theme: both renderers draw with them, light or dark. */
export interface MapColors {
  dark: boolean; node: string; border: string; text: string;
  /** Edges and arrowheads: softer than text, so a dense map's lines do not drown its labels. */
  line: string;
  label: string; labelBackground: string;
}

/** mapColors(theme).border === theme.palette.primary.main; nodes are a pale (light) or deep (dark) shade of it. */
export const mapColors = ({ palette }: Theme): MapColors => ({
  dark: palette.mode === 'dark',
  node: palette.mode === 'dark' ? darken(palette.primary.main, 0.65) : lighten(palette.primary.main, 0.9),
  border: palette.primary.main,
  text: palette.text.primary,
  line: alpha(palette.text.primary, 0.45),
  label: palette.text.secondary,
  labelBackground: palette.background.paper,
});
