import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_FRAME_ANCESTORS } from '../frameAncestors';

export interface SecurityHeadersOptions {
  /** The frame-ancestors sources (FRAME_ANCESTORS, server/frameAncestors.ts): who may frame our pages. */
  frameAncestors?: string[];
}

/**
 * The Content-Security-Policy of every answer. Scripts only from this origin: no inline script, no
 * eval (forms validate with precompiled validators, charts run vega's expression interpreter).
 * Styles also inline: MUI's emotion writes <style> elements as components mount, so 'unsafe-inline'
 * stays for styles (never for scripts).
 * blob: images are the logo preview of the barcode settings; data: the inline icons of the libraries.
 */
export function contentSecurityPolicy(frameAncestors: string[]) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': frameAncestors,
    },
  };
}

/** X-Frame-Options says the same to browsers that predate frame-ancestors, when it can: it names no hosts. */
function frameOptions(frameAncestors: string[]) {
  const [only] = frameAncestors;
  if (frameAncestors.length !== 1) return false;
  if (only === "'none'") return { action: 'deny' as const };
  if (only === "'self'") return { action: 'sameorigin' as const };
  return false;
}

/** What a file of someone's (an attachment, an export) is answered with: it never runs as a page of ours. */
export const FILE_POLICY = "sandbox; default-src 'none'";

/** The panel library and its stylesheet are loaded by help-desk pages of other origins (README, Embedding the panels). */
const SHARED_PREFIX = '/panels/';

const isFile = (reply: FastifyReply) => /^\s*attachment/i.test(String(reply.getHeader('content-disposition') ?? ''));

/**
 * Security headers on every answer, API and app alike (helmet): the policy above, nosniff, frame
 * protection, no Referer (the public approval pages carry their secret in the URL, which must not
 * leak to any link they show), cross-origin isolation of resources except the shared panel library.
 */
export default fp<SecurityHeadersOptions>(async (app, { frameAncestors = DEFAULT_FRAME_ANCESTORS }) => {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(frameAncestors),
    xFrameOptions: frameOptions(frameAncestors),
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(SHARED_PREFIX)) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isFile(reply)) reply.header('content-security-policy', FILE_POLICY);
    return payload;
  });
}, { name: 'security-headers' });
