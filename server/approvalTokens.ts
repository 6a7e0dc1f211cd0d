/**
 * The secret of a public approval link: 32 random bytes in the URL (base64url, 43 characters), kept
 * on the server only as its SHA-256, so a copy of the database opens no link.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = () => randomBytes(32).toString('base64url');

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the text has the shape of an issued token: anything else is refused before a look-up. */
export const isToken = (text: string) => TOKEN.test(text);
