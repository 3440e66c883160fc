// The ceiling each endpoint is compared with: a bare node:http server that answers every request
// with the bytes and headers the app sent for that endpoint, so the ratio shows what the app's
// own work costs on this machine in this run.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Fetches one answer from the app as the load will see it. */
export async function recordResponse(
  origin: string,
  request: { method: string; path: string; body?: unknown },
): Promise<RecordedResponse> {
  const res = await fetch(origin + request.path, {
    method: request.method,
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** Starts the bare server on 127.0.0.1; answers its origin and a way to stop it. */
export async function startCeiling(response: RecordedResponse) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(response.status, {
        'content-type': response.contentType,
        'content-length': response.body.length,
      });
      res.end(response.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
