import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Upload } from '../resources/readBody';

/**
 * The files of a reply for each of `count` rows: the uploads themselves for the first, copies under
 * new stored names for the others (an attachment row owns its stored file, and a row's reply may be
 * deleted alone). COPYFILE_FICLONE shares the blocks where the file system can.
 */
export async function copyUploads(dir: string, uploads: Upload[], count: number): Promise<Upload[][]> {
  const sets: Upload[][] = [uploads];
  for (let index = 1; index < count; index += 1) {
    const copies: Upload[] = [];
    // Pushed before copying, so a failed copy is still cleaned up by the caller.
    sets.push(copies);
    for (const upload of uploads) {
      const copy = { ...upload, stored_name: randomBytes(16).toString('hex') };
      copies.push(copy);
      await copyFile(join(dir, upload.stored_name), join(dir, copy.stored_name), constants.COPYFILE_FICLONE | constants.COPYFILE_EXCL);
    }
  }
  return sets;
}
