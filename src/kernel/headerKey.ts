/**
 * A column name as the import's mapping compares it, ignoring case, accents, spaces and punctuation:
 * headerKey('Serial-No.') === headerKey('serial no') === 'serialno'; headerKey('Numéro de série') === 'numerodeserie'.
 */
export const headerKey = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
