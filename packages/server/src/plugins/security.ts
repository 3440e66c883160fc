// Security headers (helmet) and a same-origin check on state-changing API calls. The CSP admits
// the Google Identity script only when Google sign-in is configured; HSTS only over https.
// The headers are the same on every response, so helmet runs once at start and each reply only
// copies them (docs/decisions/0014-speed.md): building the CSP per request cost 13 % of CPU.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../lib/http-errors.ts';

export interface SecurityOptions {
  googleSignIn: boolean;
  /** The public origin when known (PUBLIC_URL); https turns on HSTS. */
  publicUrl: string | undefined;
}

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

export function contentSecurityPolicy({ googleSignIn, publicUrl }: SecurityOptions) {
  const google = googleSignIn ? [GOOGLE_GSI] : [];
  const https = publicUrl?.startsWith('https://') ?? false;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", ...(googleSignIn ? ['https://accounts.google.com/gsi/client'] : [])],
      // Inline styles: React's style attributes and the Google button's own stylesheet.
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...(googleSignIn ? ['https://*.googleusercontent.com'] : []),
      ],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...google],
      frameSrc: google.length ? google : ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A browser's cross-site POST carries an Origin (or Sec-Fetch-Site) that gives it away. */
export function isCrossSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return true;
    }
    const allowed = new Set([
      request.headers.host,
      publicUrl ? new URL(publicUrl).host : undefined,
    ]);
    return !allowed.has(host);
  }
  if (origin === 'null') return true;
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export function helmetOptions(options: SecurityOptions): HelmetOptions {
  const https = options.publicUrl?.startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: contentSecurityPolicy(options),
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup talks back to this window.
    crossOriginOpenerPolicy: {
      policy: options.googleSignIn ? 'same-origin-allow-popups' : 'same-origin',
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers helmet would set, computed once by running it against a recording response. */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => {
      failure = err;
    },
  );
  if (failure) throw failure;
  return headers;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (isCrossSite(request, options.publicUrl)) {
        throw forbidden('Cross-site requests are not accepted. Please use Roastie itself.');
      }
    });
  },
  { name: 'security' },
);
