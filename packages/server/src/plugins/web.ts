// Serves the built web app: hashed assets with immutable caching, index.html for every client
// route (with the page's title and preview tags written in on the server), JSON 404s under /api.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CLIENT_ROUTE_PATTERNS,
  HOME_HEADING,
  HOME_LINE,
  NOT_FOUND_PAGE,
  pageModuleName,
} from '@roastie/core';
import { injectFirstScreen } from '../lib/first-screen.ts';
import { injectPageAssets, loadPageAssetTags } from '../lib/page-assets.ts';
import { injectHead, type PageHead } from '../lib/page-head.ts';

export type PageHeadResolver = (
  params: Record<string, string>,
  request: FastifyRequest,
) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules register how to describe their pages: `app.pageHeads.set('/recipe/:id', fn)`. */
    pageHeads: Map<string, PageHeadResolver>;
  }
}

export interface WebOptions {
  distDir: string;
  publicUrl: string | undefined;
}

const DEFAULT_HEAD: PageHead = {
  title: 'Roastie',
  description:
    'Turn a photo of your dish and a few notes into a recipe with a glycemic index estimate you can trust.',
};

/** The home page shows its heading and line before the JavaScript has loaded. */
const HOME_HEAD: PageHead = {
  ...DEFAULT_HEAD,
  firstScreen: { layout: 'card', heading: HOME_HEADING, text: HOME_LINE },
};

/** The origin links in previews should use: PUBLIC_URL, or what the request came in on. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}

export const webPlugin = fp<WebOptions>(
  async (app: FastifyInstance, { distDir, publicUrl }) => {
    app.decorate('pageHeads', new Map<string, PageHeadResolver>([['/', async () => HOME_HEAD]]));
    const indexPath = path.join(distDir, 'index.html');
    const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
    if (!indexHtml) app.log.warn({ distDir }, 'web app not built: run `npm run build`');
    const pageAssetTags = loadPageAssetTags(distDir);

    await app.register(fastifyStatic, {
      root: fs.existsSync(distDir) ? distDir : path.resolve('.'),
      serve: indexHtml !== null,
      index: false,
      wildcard: true,
      // The build writes file.br and file.gz beside each script and style (web's vite.config.ts).
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith('/api/'),
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

    const sendApp = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: string,
      head: PageHead,
      status = 200,
    ) => {
      if (!indexHtml) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app has not been built yet: run `npm run build`.');
      }
      const url = `${publicOrigin(request, publicUrl)}${request.url.split('?')[0] ?? ''}`;
      return reply
        .status(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          injectFirstScreen(
            injectPageAssets(injectHead(indexHtml, { url, ...head }), pageAssetTags.get(page)),
            head.firstScreen,
          ),
        );
    };

    for (const pattern of CLIENT_ROUTE_PATTERNS) {
      app.get(pattern, { schema: { hide: true } }, async (request, reply) => {
        const resolver = app.pageHeads.get(pattern);
        let head: PageHead | null = DEFAULT_HEAD;
        if (resolver) head = await resolver(request.params as Record<string, string>, request);
        // A recipe that is not there is still the recipe page, which says so.
        const page = pageModuleName(pattern);
        if (head === null)
          return sendApp(
            request,
            reply,
            page,
            { ...DEFAULT_HEAD, title: 'Not found · Roastie' },
            404,
          );
        return sendApp(request, reply, page, head);
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      const isApi = request.url.startsWith('/api/') || request.url === '/api';
      if (!isApi && wantsHtml && (request.method === 'GET' || request.method === 'HEAD')) {
        const head = { ...DEFAULT_HEAD, title: 'Not found · Roastie' };
        return sendApp(request, reply, NOT_FOUND_PAGE, head, 404);
      }
      const route = `${request.method} ${request.url.split('?')[0] ?? ''}`;
      return reply
        .status(404)
        .send({ statusCode: 404, error: `There's nothing on the menu at ${route}.` });
    });
  },
  { name: 'web' },
);
