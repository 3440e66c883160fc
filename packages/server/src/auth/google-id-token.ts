// Verifies a Google ID token ourselves (no Google library): RS256 signature against Google's
// published keys, audience, issuer, expiry and a verified email. The nonce is checked by the caller.
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

/** Google's ID tokens live one hour; two leaves room for clock skew and nothing more. */
const MAX_TOKEN_LIFETIME_S = 2 * 60 * 60;

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
  nonce: string | null;
}

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}

/** Why a token was refused; the route turns it into a message. */
export class GoogleTokenError extends Error {
  readonly reason: 'invalid' | 'expired' | 'unverified-email' | 'keys-unavailable';
  constructor(reason: GoogleTokenError['reason'], message: string) {
    super(message);
    this.reason = reason;
    this.name = 'GoogleTokenError';
  }
}

/** Fetching the keys failed: not the token's fault. */
function isKeySetFailure(err: unknown): boolean {
  if (!(err instanceof errors.JOSEError)) return true;
  return (
    err instanceof errors.JWKSTimeout ||
    err instanceof errors.JWKSInvalid ||
    err.code === 'ERR_JOSE_GENERIC'
  );
}

export function createGoogleVerifier(options: GoogleVerifierOptions) {
  // One key set per app: jose caches the keys (10 minutes) and refetches on an unknown key id.
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });

  return async function verifyGoogleIdToken(token: string): Promise<GoogleIdentity> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        audience: options.clientId,
        issuer: options.issuers,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
        // Issued in the future, or longer ago than any Google token lives, is not Google's (issue 14).
        maxTokenAge: MAX_TOKEN_LIFETIME_S,
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new GoogleTokenError('expired', err.message);
      if (isKeySetFailure(err)) {
        throw new GoogleTokenError('keys-unavailable', (err as Error).message);
      }
      throw new GoogleTokenError('invalid', (err as Error).message);
    }
    const { sub, email, email_verified: verified, name, nonce, iat, exp } = payload;
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > MAX_TOKEN_LIFETIME_S) {
      throw new GoogleTokenError('invalid', 'the token lives longer than a Google ID token does');
    }
    if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) {
      throw new GoogleTokenError('invalid', 'the token has no subject or email');
    }
    // Google sends a boolean; very old tokens carried the string "true".
    if (verified !== true && verified !== 'true') {
      throw new GoogleTokenError('unverified-email', 'the email is not verified');
    }
    return {
      sub,
      email: email.trim().toLowerCase(),
      name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : null,
      nonce: typeof nonce === 'string' ? nonce : null,
    };
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
