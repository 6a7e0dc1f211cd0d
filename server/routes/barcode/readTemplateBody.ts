import type { FastifyRequest } from 'fastify';
import { badRequest, FieldErrors } from '../../httpErrors';
import { imageType, LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '../../barcode/logoImage';
import { flagOf, sizeOf, TEMPLATE_LIMITS, type TemplateSizes } from '../../barcode/templateRules';
import type { StoredLogo, TemplateWrite } from '../../barcode/templateStore';
import { failAtSizeLimit, multipartFailure } from '../resources/readBody';

export const LOGO_FIELD = 'logo_image';

interface RawBody { values: Record<string, unknown>; logo?: Buffer; tooLarge?: boolean }

/** Fields and the logo's bytes (held in memory: at most LOGO_MAX_BYTES) of a multipart body. */
async function readMultipart(request: FastifyRequest): Promise<RawBody> {
  const body: RawBody = { values: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 20 } })) {
      if (part.type === 'field') body.values[part.fieldname] = String(part.value);
      else if (part.fieldname !== LOGO_FIELD || !part.filename) part.file.resume();
      else {
        failAtSizeLimit(request, part.file);
        body.logo = await part.toBuffer();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw multipartFailure(error);
    body.tooLarge = true;
  }
  return body;
}

async function readRaw(request: FastifyRequest): Promise<RawBody> {
  const type = request.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(type)) return readMultipart(request);
  if (!/^application\/json/i.test(type)) throw badRequest('Unsupported content type.');
  const values = request.body;
  if (values === null || typeof values !== 'object' || Array.isArray(values)) throw badRequest('The request body must be a JSON object.');
  return { values: values as Record<string, unknown> };
}

/**
 * A create or update body as a write: every field checked, all problems in one 412. Without a new
 * logo, image_exists 1 (the default) keeps the stored one and 0 removes it.
 */
export async function readTemplateBody(request: FastifyRequest): Promise<TemplateWrite> {
  const raw = await readRaw(request);
  // The parts after a file that was cut off were never read, so only the file can be judged.
  if (raw.tooLarge) throw new FieldErrors({ [LOGO_FIELD]: LOGO_SIZE_MESSAGE });
  const errors: Record<string, string> = {};
  const sizes: Partial<TemplateSizes> = {};
  for (const field of Object.keys(TEMPLATE_LIMITS) as Array<keyof TemplateSizes>) {
    const value = sizeOf(field, raw.values[field]);
    if (typeof value === 'string') errors[field] = value;
    else sizes[field] = value;
  }
  const display = flagOf(raw.values.display_logo_confirmed, 1);
  if (display === undefined) errors.display_logo_confirmed = 'The display logo must be Yes (1) or No (0).';
  const keep = flagOf(raw.values.image_exists, 1);
  if (keep === undefined) errors.image_exists = 'The image exists must be 1 or 0.';
  let logo: StoredLogo | null | undefined = keep === 0 ? null : undefined;
  if (raw.logo) {
    const type = imageType(raw.logo);
    if (type) logo = { bytes: raw.logo, type };
    else errors[LOGO_FIELD] = LOGO_TYPE_MESSAGE;
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return { ...(sizes as TemplateSizes), display_logo_confirmed: display!, logo };
}
