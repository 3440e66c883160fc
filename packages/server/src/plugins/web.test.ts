import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CLIENT_ROUTE_PATTERNS, HOME_HEADING } from '@roastie/core';
import { createTestApp } from '../../test/helpers/test-app.ts';

describe('serving the web app', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({
      env: { PUBLIC_URL: 'https://roastie.example' },
      beforeReady: (instance) => {
        instance.pageHeads.set('/recipe/:id', async ({ id }) =>
          id === 'missing'
            ? null
            : {
                title: `Soup </title><script>alert(1)</script> ${id}`,
                description: 'Creamy "red" lentil soup & more',
                image: 'https://roastie.example/media/soup.webp',
                jsonLd: { '@type': 'Recipe', name: '</script><b>x</b>' },
                firstScreen: {
                  layout: 'recipe',
                  heading: `<b>Soup</b> ${id}`,
                  text: 'Creamy "red" lentil soup & more',
                  image: { src: '/media/soup/800.webp', alt: 'Photo of <b>Soup</b>' },
                },
              },
        );
      },
    });
  });
  afterAll(() => app.close());

  it('answers every client route with the app and a title', async () => {
    for (const pattern of CLIENT_ROUTE_PATTERNS) {
      const url = pattern.replace(':id', 'abc');
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('<!--app-head-->');
      expect(res.body.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('writes the page head on the server, escaped', async () => {
    const res = await app.inject({ method: 'GET', url: '/recipe/42' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>Soup &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; 42</title>',
    );
    expect(res.body).toContain(
      '<meta property="og:description" content="Creamy &quot;red&quot; lentil soup &amp; more" />',
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="https://roastie.example/media/soup.webp" />',
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toContain(
      '<meta property="og:url" content="https://roastie.example/recipe/42" />',
    );
    expect(res.body).toContain('\\u003c/script\\u003e\\u003cb\\u003ex');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
  });

  it('writes the first screen into #root before the JavaScript runs, escaped', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(`<h1>${HOME_HEADING}</h1>`);
    expect(home.body).toMatch(/<div id="root"><div class="first-screen">.*<\/main><\/div><\/div>/);
    const recipe = await app.inject({ method: 'GET', url: '/recipe/42' });
    expect(recipe.body).toContain('<h1>&lt;b&gt;Soup&lt;/b&gt; 42</h1>');
    expect(recipe.body).toContain('<p>Creamy &quot;red&quot; lentil soup &amp; more</p>');
    expect(recipe.body).toContain(
      '<img class="first-screen-photo" src="/media/soup/800.webp" alt="Photo of &lt;b&gt;Soup&lt;/b&gt;"',
    );
    expect(recipe.body).not.toContain('<b>');
    // A page with no first screen of its own keeps the empty root React fills.
    const about = await app.inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain('<div id="root"></div>');
  });

  it('answers a page that does not exist with the app and a 404', async () => {
    const missing = await app.inject({ method: 'GET', url: '/recipe/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Not found · Roastie</title>');
    const unknown = await app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  it('sends each page its scripts to preload and its styles inline, marked as linked', async () => {
    const recipe = await app.inject({ method: 'GET', url: '/recipe/42' });
    expect(recipe.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/shared-abc123.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/recipe-abc123.js">' +
        '<style data-href="/assets/recipe-abc123.css">.recipe{color:tomato}</style>' +
        '<link rel="stylesheet" href="/assets/recipe-abc123.css" disabled></head>',
    );
    // A recipe that is not there is still the recipe page, which says so.
    const missingRecipe = await app.inject({ method: 'GET', url: '/recipe/missing' });
    expect(missingRecipe.statusCode).toBe(404);
    expect(missingRecipe.body).toContain('/assets/recipe-abc123.js');

    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('abc123.css');
    expect(home.body).not.toContain('rel="modulepreload"');
    const unknown = await app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/not-found-abc123.js">',
    );
    expect(unknown.body).not.toContain('recipe-abc123');
  });

  it('serves hashed assets with immutable caching and HTML with no-cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli file the build wrote beside an asset, as it is', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('roastie fixture');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('roastie fixture');
  });

  it('compresses responses when the client accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('lists the API in the OpenAPI document at /api/docs', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/livez', '/readyz']));
    expect(Object.keys(spec.paths)).not.toContain('/about');
    // Every operation sits under a declared tag, so the browsable docs group all of them.
    const declared = new Set((spec.tags as { name: string }[]).map((tag) => tag.name));
    const operations = Object.values(
      spec.paths as Record<string, Record<string, { tags?: string[] }>>,
    ).flatMap((path) => Object.values(path));
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) {
      expect(operation.tags?.length).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(declared).toContain(tag);
    }
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
