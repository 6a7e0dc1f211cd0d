/** The look-up name of a reference's URL: lookupNameOf('/service-desk/api/dependency/asset_types') === 'asset_types'. */
export const lookupNameOf = (url: string) => url.split('?')[0].split('/').filter(Boolean).pop() ?? '';
