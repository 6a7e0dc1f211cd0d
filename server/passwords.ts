import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** hashPassword('demo') gives 'scrypt$<salt hex>$<key hex>'; a fresh 16-byte salt each time. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

// Unknown e-mails are checked against this too, so the answer takes as long as for a known one.
const DUMMY = `scrypt$${'00'.repeat(16)}$${'00'.repeat(KEY_LENGTH)}`;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, salt, key] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), KEY_LENGTH);
  const expected = Buffer.from(key, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected) && stored !== null && stored !== undefined;
}
