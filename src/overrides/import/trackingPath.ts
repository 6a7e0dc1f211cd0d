/** The tracking page of an import: /service-desk/import-tracking/{id} with the label and URL of the link shown when done. */
export const TRACKING_ROUTE = '/service-desk/import-tracking/:id';

/** The list of every started import, each opening its tracking page. */
export const IMPORT_LIST_ROUTE = '/service-desk/import-tracking';

/** Where the tracking page of an import started from the wizard sends the user back to. */
export const ASSET_LIST = { label: 'Assets', url: '/service-desk/assets/list' };

export const trackingPath = (id: number, back = ASSET_LIST) =>
  `${TRACKING_ROUTE.replace(':id', String(id))}?${new URLSearchParams({ label: back.label, url: back.url })}`;

/**
 * The link the tracking page offers once done, from its query: only a path of this site, so a
 * crafted link cannot send the user elsewhere (//host, javascript:). returnLink('?label=A&url=/x') → {label: 'A', url: '/x'}.
 */
export function returnLink(search: string): { label: string; url: string } | undefined {
  const query = new URLSearchParams(search);
  const url = query.get('url') ?? '';
  if (!/^\/(?![/\\])/.test(url)) return undefined;
  return { label: query.get('label')?.trim() || url, url };
}
