import { MODAL_FORM_MAX_HEIGHT } from '../constants';

/**
 * The fields of a modal form, scrolling inside their box while the buttons stay in view below; as
 * is for a hand-written form whose fields are the dialog's content and its buttons the dialog's
 * actions: <DialogContent sx={MODAL_FIELDS}>…</DialogContent><DialogActions>…</DialogActions>
 */
export const MODAL_FIELDS = { maxHeight: MODAL_FORM_MAX_HEIGHT, overflowY: 'auto' } as const;

/**
 * The form box of a modal: a form's fields scroll inside it while its
 * buttons stay in view below. On an RJSF form the fields are the form's first child, its buttons the last.
 * <Box sx={MODAL_FORM_BOX}><Form …><DialogActions … /></Form></Box>
 */
export const MODAL_FORM_BOX = {
  '& form > :first-child:not(:last-child), & .sd-modal-fields': { ...MODAL_FIELDS, pt: 1 },
} as const;
