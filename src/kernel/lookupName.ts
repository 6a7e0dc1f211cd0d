/** The look-up name of a reference's URL: the last segment of its path, without the query ('…/dependency/{name}?p=1' → '{name}'). */
export const lookupNameOf = (url: string) => url.split('?')[0].split('/').filter(Boolean).pop() ?? '';
