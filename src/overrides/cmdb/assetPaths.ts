/** The asset routes the CMDB screens link to. */
const ASSETS = '/service-desk/assets';

export const assetShowPath = (id: number | string) => `${ASSETS}/${id}/show`;

/** The full-page map of an asset, at a depth (hops). */
export const assetMapPath = (id: number | string, depth?: number) => `${ASSETS}/${id}/cmdb-map${depth ? `?depth=${depth}` : ''}`;
export const ASSET_MAP_ROUTE = `${ASSETS}/:id/cmdb-map`;
