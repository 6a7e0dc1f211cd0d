/**
 * The pages a link in a mail opens (src/overrides/approval/approvalRoutes.ts): the server answers them
 * with the public pages' own document, approval.html (src/resources/publicMain.tsx), not the agent
 * panel's index.html, so an approver's new tab loads only what those pages need. A build without
 * approval.html answers index.html, whose app routes them too.
 */
const PUBLIC_PAGE_PREFIXES = ['/change-approval/', '/service-desk/contract-approval/'];

/** The public pages' document in the built app. */
export const PUBLIC_DOCUMENT = 'approval.html';

/** isPublicPage('/change-approval/abc') === true; isPublicPage('/service-desk/changes/list') === false. */
export const isPublicPage = (path: string) => PUBLIC_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
