import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss } from './scripts/inline-entry-css.ts';
import { pageAssets } from './scripts/page-assets.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// In development the API server (npm run dev) listens on port 3000; the app calls it same-origin.
const apiTarget = 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/api', '/media', '/livez', '/readyz'].map((prefix) => [prefix, { target: apiTarget }]),
);

// Installable app and offline shell (issue 8). The service worker is registered by main.tsx in
// production builds only. generateSW precaches the app shell: every script, style, icon and the
// Latin font files (other scripts' fonts are cached when first used). At runtime:
// - navigations go to the network (so the server's per-page preview tags and 404 statuses
//   stand) and fall back to the precached index.html when there is none: the app opens offline;
// - GET /api/ingredients and recipe GETs are NetworkFirst with a cached copy for offline use;
// - nothing else under /api is touched: no POST or PUT (Workbox routes GETs only), no /api/user,
//   no shopping list (the page keeps that in localStorage and syncs it itself).
// A new version waits until every Roastie tab is closed (no skipWaiting): taking over a page that
// is open could leave it asking for chunks the new deploy no longer has.
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Roastie',
    short_name: 'Roastie',
    description:
      'Snap a dish, get the recipe and its glycemic index. Chef Roastie cooks and roasts.',
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // --color-cream in src/styles/tokens.css, as index.html's theme-color: the header's colour.
    theme_color: '#fff8ee',
    background_color: '#fff8ee',
    categories: ['food', 'health', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'Shopping list',
        url: '/shop',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'assets/*-latin-*.woff2'],
    globIgnores: ['**/*-latin-ext-*'],
    // No blanket navigation route: the navigation rule below asks the network first.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|media)\//.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/ingredients',
        handler: 'NetworkFirst',
        options: { cacheName: 'roastie-catalogue', networkTimeoutSeconds: 5 },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/recipe(\/[^/]+)?$/.test(url.pathname) &&
          url.pathname !== '/api/recipe/random',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'roastie-recipes',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
      {
        // Hashed, immutable files not precached (fonts for other scripts).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'roastie-assets', expiration: { maxEntries: 40 } },
      },
    ],
  },
});

// Scripts, styles and icons are compressed once at build, brotli and gzip beside each file; the
// server sends those as they are (plugins/web.ts, preCompressed) instead of compressing on every
// request. Fonts and images are compressed formats already.
const precompress = compression({
  algorithms: ['brotliCompress', 'gzip'],
  include: /\.(js|css|svg|webmanifest)$/,
  threshold: 1024,
});

// The app is written against React's API and ships Preact's (preact/compat): the plugin aliases
// react and react-dom to it and compiles JSX for it, with hot refresh in development. A third of
// React DOM's weight on every first load (docs/decisions/0021-preact-runtime.md).
export default defineConfig({
  root,
  plugins: [preact(), inlineEntryCss(), pageAssets(), pwa, precompress],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/: the server caches these as immutable.
    assetsDir: 'assets',
  },
  server: { proxy },
  preview: { proxy },
});
