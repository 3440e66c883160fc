// A stand-in for Google's sign-in: an RSA key pair, its JWKS served on 127.0.0.1, and ID tokens
// signed with it, so tests exercise the real verification code without the network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_CLIENT_ID = 'roastie-test.apps.googleusercontent.com';
const KID = 'test-key-1';

export interface SignOptions {
  /** Sign with another key (under the same key id): the signature will not verify. */
  key?: CryptoKey;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
}

export interface GoogleIssuer {
  jwksUrl: string;
  /** Environment for createTestApp: Google sign-in pointed at this issuer. */
  env: Record<string, string>;
  sign(claims: JWTPayload, options?: SignOptions): Promise<string>;
  /** A key the JWKS does not publish. */
  otherKey(): Promise<CryptoKey>;
  close(): Promise<void>;
}

export async function startGoogleIssuer(): Promise<GoogleIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    if (req.url !== '/oauth2/v3/certs') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const jwksUrl = `http://127.0.0.1:${port}/oauth2/v3/certs`;

  return {
    jwksUrl,
    env: { GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl },
    async sign(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: TEST_CLIENT_ID,
        email_verified: true,
        iat: now - 60,
        exp: now + (options.expiresIn ?? 3600),
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
        .sign(options.key ?? privateKey);
    },
    async otherKey() {
      return (await generateKeyPair('RS256')).privateKey;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
