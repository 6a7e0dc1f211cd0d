import { type FileStore, newStoredName } from '../../files/fileStore';
import type { Upload } from '../resources/readBody';

/**
 * The files of a reply for each of `count` rows: the uploads themselves for the first, copies under
 * new stored names for the others (an attachment row owns its stored file, and a row's reply may be
 * deleted alone).
 */
export async function copyUploads(files: FileStore, uploads: Upload[], count: number): Promise<Upload[][]> {
  const sets: Upload[][] = [uploads];
  for (let index = 1; index < count; index += 1) {
    const copies: Upload[] = [];
    // Pushed before copying, so a failed copy is still cleaned up by the caller.
    sets.push(copies);
    for (const upload of uploads) {
      const copy = { ...upload, stored_name: newStoredName() };
      copies.push(copy);
      await files.copy('attachments', upload.stored_name, copy.stored_name);
    }
  }
  return sets;
}
