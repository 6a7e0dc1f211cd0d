import fp from 'fastify-plugin';
import type { FileStore } from '../files/fileStore';
import { folderFileStore } from '../files/folderFileStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Attachments and uploaded import files: every route reads, writes and removes them through this. */
    files: FileStore;
  }
}

/** The files folder (FILES_DIR; the data folder when unset, where files always were). */
export default fp<{ filesDir: string }>(async (app, { filesDir }) => {
  app.decorate('files', folderFileStore(filesDir));
}, { name: 'files' });
