import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldErrors } from '../../src/kernel';
import { ApiError, FieldErrors } from '../httpErrors';
import { isApiPath } from './paths';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a GET nobody routed; the static plugin replaces it with the SPA fallback. */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** Framework errors (parsers, multipart limits) get a message a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [400, 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Malformed request body.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Malformed JSON body.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file may not be greater than 25 MB.'],
  FST_PARTS_LIMIT: [413, 'The form has too many parts.'],
  FST_FILES_LIMIT: [413, 'The form has too many files.'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Unsupported content type.'],
};

function failure(error: FastifyError): { status: number; message: unknown } {
  if (error instanceof FieldErrors) return { status: error.statusCode, message: error.fields };
  if (error instanceof ApiError) return { status: error.statusCode, message: error.message };
  if (error.validation) {
    if (error.validationContext === 'body') return { status: 412, message: fieldErrors(error.validation as never) };
    return { status: 400, message: `Invalid ${error.validationContext ?? 'request'}: ${error.message}` };
  }
  const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (known) return { status: known[0], message: known[1] };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    if (/json/i.test(error.message)) return { status: 400, message: 'Malformed JSON body.' };
    return { status: error.statusCode, message: error.message };
  }
  return { status: 500, message: 'Something went wrong on the server.' };
}

/** The one error handler: every failure is { success: false, message } and never a stack trace. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = failure(error);
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({ success: false, message });
  });
  // An answer given before the body has all arrived (an upload refused at its size limit) ends the
  // connection: Node would otherwise go on reading, and throwing away, whatever the client still sends.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
    return payload;
  });
  // Sends without returning the reply: a returned reply is a thenable that fastify would await again.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // HEAD as GET (a monitor asking for the page), the body left out by Node.
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && app.spaFallback) app.spaFallback(request, reply);
    else reply.code(404).send({ success: false, message: 'Route not found.' });
  });
}, { name: 'errors' });
