/** withArticle('asset type') === 'an asset type'; withArticle('status') === 'a status' (by the first letter, good enough for labels). */
export const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
