import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { newStoredName } from '../../files/fileStore';
import { ApiError, badRequest, FieldErrors } from '../../httpErrors';
import { foldBrackets } from './bracketFields';

export interface Upload {
  field: string;
  value: string;
  size: number;
  type: string;
  stored_name: string;
}

export interface IncomingBody {
  values: Record<string, unknown>;
  uploads: Upload[];
}

const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What a failed read of a multipart body answers, for every route that reads one: the route's own
 * errors and the size limits (413) as they are; anything else the parser threw (no boundary, a body
 * cut short, a broken part) is the client's broken body, a 400, never a 500.
 */
export function multipartFailure(error: unknown): unknown {
  const code = (error as { code?: string }).code ?? '';
  if (error instanceof ApiError || error instanceof FieldErrors || LIMIT_CODES.has(code)) return error;
  return badRequest('Malformed multipart body.');
}

/** A file name safe to store and echo: no folders, no control characters. */
export function safeFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = Array.from(last).filter((char) => char > '\u001f' && char !== '\u007f').join('').trim().slice(0, 255);
  return base || 'attachment';
}

/**
 * Fails a file part the moment it passes its size limit. Busboy only cuts such a file short, and the
 * multipart plugin reports the limit once the whole body has been read, so a client could keep one
 * request streaming as long as it liked; destroyed, the part fails its reader at once (a 413).
 */
export function failAtSizeLimit(request: FastifyRequest, file: Readable): void {
  file.once('limit', () => file.destroy(new request.server.multipartErrors.RequestFileTooLargeError()));
}

async function readMultipart(request: FastifyRequest, fileFields: string[]): Promise<IncomingBody> {
  const { files } = request.server;
  const body: IncomingBody = { values: {}, uploads: [] };
  const fields: Array<[string, string]> = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new ApiError(413, `The ${part.fieldname} field is too large.`);
        fields.push([part.fieldname, String(part.value)]);
      } else if (!fileFields.includes(part.fieldname) || !part.filename || body.uploads.some((u) => u.field === part.fieldname)) {
        part.file.resume();
      } else {
        failAtSizeLimit(request, part.file);
        const stored = newStoredName();
        body.uploads.push({ field: part.fieldname, value: safeFileName(part.filename), size: 0, type: part.mimetype.slice(0, 100), stored_name: stored });
        await files.write('attachments', stored, part.file);
        body.uploads[body.uploads.length - 1].size = part.file.bytesRead;
      }
    }
    return { ...body, values: foldBrackets(fields) };
  } catch (error) {
    await files.remove('attachments', body.uploads.map((u) => u.stored_name));
    throw multipartFailure(error);
  }
}

/** The fields (and, for multipart, the attachment files, stored through app.files) of a save request. */
export async function readBody(request: FastifyRequest, fileFields: string[]): Promise<IncomingBody> {
  const type = request.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(type)) return readMultipart(request, fileFields);
  if (!/^application\/json/i.test(type)) throw badRequest('Unsupported content type.');
  const values = request.body;
  if (values === null || typeof values !== 'object' || Array.isArray(values)) throw badRequest('The request body must be a JSON object.');
  return { values: values as Record<string, unknown>, uploads: [] };
}
