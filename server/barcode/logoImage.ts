/**
 * A logo is accepted by what its bytes are, not by its name or the type the browser claims: a PNG
 * starts with its eight-byte signature, a JPEG with a start-of-image marker followed by another
 * marker. Anything else (a text file renamed .png, an SVG that could carry script) is refused.
 */
import type { StoredLogo } from './templateStore';

/** 1 MiB: a label logo is printed a few millimetres wide. */
export const LOGO_MAX_BYTES = 1_048_576;

export const LOGO_TYPE_MESSAGE = 'The logo image must be a PNG or JPEG image.';
export const LOGO_SIZE_MESSAGE = 'The logo image may not be greater than 1 MB.';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** imageType(bytes) === 'image/png' for a PNG file; undefined for anything that is no PNG or JPEG. */
export function imageType(bytes: Buffer): StoredLogo['type'] | undefined {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[3] >= 0xc0) return 'image/jpeg';
  return undefined;
}
