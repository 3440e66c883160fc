// The server for the Google sign-in journey: Google sign-in configured against a local issuer
// (a key pair whose JWKS is served on 127.0.0.1), plus a signer the test asks for ID tokens, as
// Google would hand them to the page. Then the same throwaway server as the other journeys.
import http from 'node:http';
import { startGoogleIssuer } from '../packages/server/test/helpers/google-issuer.ts';

const signerPort = Number(process.env.E2E_GOOGLE_SIGNER_PORT);
const issuer = await startGoogleIssuer();

http
  .createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/sign') return void res.writeHead(404).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      issuer
        .sign(JSON.parse(body) as Record<string, unknown>)
        .then((token) => res.writeHead(200, { 'content-type': 'text/plain' }).end(token))
        .catch(() => res.writeHead(500).end());
    });
  })
  .listen(signerPort, '127.0.0.1');

Object.assign(process.env, issuer.env, { E2E_DB_PREFIX: 'roastie_e2e_google' });
await import('./e2e-server.ts');
