import { DIALOG_WIDTH, type DialogWidth } from '../constants';

/**
 * <Dialog maxWidth={false} slotProps={dialogPaper('decision')}>: the spec's width in px, never wider
 * than the screen (on a phone the theme makes every dialog fill it).
 */
export const dialogPaper = (width: DialogWidth) => ({ paper: { sx: { width: DIALOG_WIDTH[width], maxWidth: 'calc(100% - 32px)' } } });
