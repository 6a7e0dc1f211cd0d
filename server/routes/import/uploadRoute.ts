import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import { IMPORT_FILE_LIMIT } from '../../../src/engine/constants';
import { type ResourceDefinition, REQUIRED_MESSAGE, type ImportSpec } from '../../../src/kernel';
import { IMPORT_TOO_LARGE, importFileError } from '../../../src/overrides/import/rules/importMapping';
import { FieldErrors } from '../../httpErrors';
import { createJob } from '../../import/importJobs';
import { CsvCheck, UnreadableCsv } from '../../import/inspectCsv';
import { newStoredName } from '../../files/fileStore';
import { WRITER_FROM_BYTES } from '../../import/runImport';
import { requireRole } from '../../plugins/auth';
import { failAtSizeLimit, multipartFailure, safeFileName } from '../resources/readBody';

interface Stored { name: string; storedName: string; size: number; check: CsvCheck }

/**
 * How much of the file may wait for the disk: chunks arriving while one is written go down in the
 * next write together. At the default 16 KB, the socket waited for each chunk's write, and a cold
 * upload of 22 MB took 236 ms (median of 8); at 1 MB, 189 ms, the process's peak unchanged. Only the
 * file's stream: 4 MB marks on the check's stream too took an import's peak over 200 MB.
 */
const FILE_WRITE_MARK = 1 << 20;

/** Passes the bytes on, the check seeing each chunk on its way to the file. */
const checking = (check: CsvCheck) => new Transform({
  transform(chunk: Buffer, _encoding, done) {
    check.push(chunk);
    done(null, chunk);
  },
});

/**
 * Streams the one file of the upload's field to the imports area of app.files, failing as soon as it
 * passes the size limit, and checks it on the way (CsvCheck): the check is over when the last byte is stored.
 */
async function storeFile(request: FastifyRequest, field: string): Promise<Stored | undefined> {
  const { files } = request.server;
  let stored: Stored | undefined;
  try {
    // One byte under the limit: a file of exactly 25,000,000 bytes is already too large.
    for await (const part of request.parts({ limits: { fileSize: IMPORT_FILE_LIMIT - 1, files: 1, fields: 10 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || stored || !part.filename) {
        part.file.resume();
        continue;
      }
      failAtSizeLimit(request, part.file);
      stored = { name: safeFileName(part.filename), storedName: newStoredName('.csv'), size: 0, check: new CsvCheck() };
      await files.write('imports', stored.storedName, part.file, { through: [checking(stored.check)], bufferBytes: FILE_WRITE_MARK });
      stored.size = part.file.bytesRead;
    }
    return stored;
  } catch (error) {
    if (stored) await files.remove('imports', [stored.storedName]);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new FieldErrors({ [field]: IMPORT_TOO_LARGE });
    throw multipartFailure(error);
  }
}

/** upload => POST x-import.upload (multipart, the file under x-import.upload.field): data.import_id. */
export function uploadRoute(app: FastifyInstance, def: ResourceDefinition, spec: ImportSpec) {
  const field = spec.upload.field;
  app.post(spec.upload.POST, { config: { staff: true } }, async (request) => {
    const user = requireRole(request, 'admin');
    // The import's writing thread starts while the file arrives, ready when the import is submitted.
    if (Number(request.headers['content-length'] ?? 0) >= WRITER_FROM_BYTES) app.imports.startWriter();
    const stored = await storeFile(request, field);
    if (!stored) throw new FieldErrors({ [field]: REQUIRED_MESSAGE });
    try {
      const wrong = importFileError(stored);
      if (wrong) throw new UnreadableCsv(wrong);
      // Read again only when the scan cannot tell: from a path of this machine's (FileStore.localPath).
      const shape = await stored.check.shape(await app.files.localPath('imports', stored.storedName));
      const id = await createJob(app.db, {
        resource: def.name, userId: user.id, fileName: stored.name, storedName: stored.storedName, size: stored.size,
        headers: shape.headers, newline: shape.newline, totalRows: shape.rows,
      });
      return { success: true, message: 'File uploaded successfully.', data: { import_id: id, total_rows: shape.rows } };
    } catch (error) {
      await app.files.remove('imports', [stored.storedName]);
      if (error instanceof UnreadableCsv) throw new FieldErrors({ [field]: error.message });
      throw error;
    }
  });
}
