// A local web server with recipe pages and badly behaved ones, for the importer's tests: listens
// on 127.0.0.1 on a free port, and answers each path as its name says.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecipePageServer {
  origin: string;
  port: number;
  /** Sets the page served at `path` (HTML unless a type is given). */
  page(path: string, body: string, type?: string): void;
  close(): Promise<void>;
}

const MB = 1024 * 1024;

export async function startRecipePageServer(): Promise<RecipePageServer> {
  const pages = new Map<string, { body: string; type: string }>();
  const open = new Set<http.ServerResponse>();
  const server: Server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const page = pages.get(url.pathname);
    if (page) {
      res.writeHead(200, { 'content-type': page.type });
      res.end(page.body);
      return;
    }
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      res.end();
      return;
    }
    if (url.pathname === '/loop') {
      res.writeHead(301, { location: '/loop' });
      res.end();
      return;
    }
    if (url.pathname === '/huge') {
      // 3 MB of HTML with no declared length: the reader must count and cut it off.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      for (let sent = 0; sent < 3 * MB; sent += chunk.length) res.write(chunk);
      res.end();
      return;
    }
    if (url.pathname === '/slow') {
      // Headers, a first byte, then nothing: only the importer's clock can end this.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
      open.add(res);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<h1>Not here</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    page: (path, body, type = 'text/html; charset=utf-8') => pages.set(path, { body, type }),
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
