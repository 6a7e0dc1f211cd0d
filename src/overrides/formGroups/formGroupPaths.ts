/**
 * The form-group screens (create/asset, edit/asset/:id, create/change,
 * edit/change/:id); the list at the bare prefix is ours, the spec names no list route.
 */
export const FORM_GROUP_LIST_ROUTE = '/service-desk/form-group';
/** The list's title, also its menu entry's. */
export const FORM_GROUP_TITLE = 'Form groups';
export const FORM_GROUP_CREATE_ROUTE = `${FORM_GROUP_LIST_ROUTE}/create/:category`;
export const FORM_GROUP_EDIT_ROUTE = `${FORM_GROUP_LIST_ROUTE}/edit/:category/:id`;

/** createGroupPath('asset') === '/service-desk/form-group/create/asset' */
export const createGroupPath = (category: string) => `${FORM_GROUP_LIST_ROUTE}/create/${encodeURIComponent(category)}`;

/** editGroupPath('change', 3) === '/service-desk/form-group/edit/change/3' */
export const editGroupPath = (category: string, id: number) => `${FORM_GROUP_LIST_ROUTE}/edit/${encodeURIComponent(category)}/${id}`;

/** Where the screens report results. */
export const FORM_GROUP_ALERT = 'form-group';
