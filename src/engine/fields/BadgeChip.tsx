import { Chip } from '@mui/material';
import type { BadgeColour } from '../../kernel';
import { TruncatedText } from './TruncatedText';

interface BadgeChipProps {
  colour: BadgeColour;
  text: string;
  /** Cut the shown text to this many characters (the full text in its title). */
  length?: number;
  /** A tooltip of the chip's own (a countdown's exact date). */
  title?: string;
}

/**
 * <BadgeChip colour="warning" text="Expires in 20 days" />: a value read at a glance, in the theme's
 * colours (whose text keeps 4.5:1 on each, light and dark: appTheme's contrastThreshold).
 */
export function BadgeChip({ colour, text, length, title }: BadgeChipProps) {
  return <Chip size="small" color={colour} title={title} label={<TruncatedText text={text} length={length} />} />;
}
