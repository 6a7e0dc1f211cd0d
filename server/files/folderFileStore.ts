import { constants, createWriteStream, mkdirSync } from 'node:fs';
import { copyFile, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedName, FILE_AREAS, type FileArea, type FileStore, type StoredFile } from './fileStore';

/** The folder of one area under the files folder (FILES_DIR): `<filesDir>/attachments`, `<filesDir>/imports`. */
export const areaFolder = (filesDir: string, area: FileArea) => join(filesDir, area);

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * The files in a folder of this machine, or of storage every server machine mounts (FILES_DIR), an
 * area a sub-folder. Writes open with 'wx' (a name is never written twice) and a failed write
 * removes what it began; copies share the blocks where the file system can (COPYFILE_FICLONE).
 */
export function folderFileStore(filesDir: string): FileStore {
  for (const area of FILE_AREAS) mkdirSync(areaFolder(filesDir, area), { recursive: true });
  const pathOf = (area: FileArea, name: string) => join(areaFolder(filesDir, area), checkedName(name));
  const removeOne = (path: string) => unlink(path).catch(() => undefined);
  return {
    async write(area, name, source, options = {}) {
      const path = pathOf(area, name);
      const target = createWriteStream(path, { flags: 'wx', highWaterMark: options.bufferBytes });
      try {
        await pipeline([source, ...(options.through ?? []), target]);
      } catch (error) {
        // Only a file this write created: 'wx' refused an existing one without touching it.
        if ((error as { code?: string }).code !== 'EEXIST') await removeOne(path);
        throw error;
      }
    },
    async read(area, name): Promise<StoredFile | undefined> {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(pathOf(area, name), 'r');
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
      try {
        return { stream: handle.createReadStream(), size: (await handle.stat()).size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async copy(area, from, to) {
      await copyFile(pathOf(area, from), pathOf(area, to), constants.COPYFILE_FICLONE | constants.COPYFILE_EXCL);
    },
    async remove(area, names) {
      const paths = names.map((name) => pathOf(area, name));
      await Promise.all(paths.map(removeOne));
    },
    async localPath(area, name) {
      return pathOf(area, name);
    },
  };
}
