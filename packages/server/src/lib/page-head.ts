// The <head> tags the server writes into the app's HTML so that link previews (WhatsApp, Telegram,
// Slack, search engines) see the page's title, description and image without running JavaScript.
import { escapeHtml } from './escape-html.ts';
import type { FirstScreen } from './first-screen.ts';

export interface PageHead {
  title: string;
  description?: string;
  /** Absolute URL of the preview image. */
  image?: string;
  imageAlt?: string;
  /** Absolute URL of the page. */
  url?: string;
  type?: 'website' | 'article';
  /** The page's largest image, fetched at once rather than after the JavaScript asks for it. */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
  /** schema.org data, serialised safely into a JSON-LD script. */
  jsonLd?: Record<string, unknown>;
  /** What the page shows before its JavaScript runs (first-screen.ts), written into #root. */
  firstScreen?: FirstScreen;
  /** JSON the page's first render reads (a data block of this element id, never run). */
  data?: { elementId: string; json: string };
}

/** JSON inside <script> must not be able to close the script element. */
export function jsonForScript(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

/**
 * JSON text made safe inside <script>: these characters can only stand in its strings, where the
 * escapes mean the same.
 */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function renderImagePreload({ href, srcSet, sizes }: NonNullable<PageHead['preloadImage']>) {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(href)}"`,
    srcSet ? `imagesrcset="${escapeHtml(srcSet)}"` : '',
    srcSet && sizes ? `imagesizes="${escapeHtml(sizes)}"` : '',
    'fetchpriority="high"',
  ];
  return `<link ${attributes.filter(Boolean).join(' ')} />`;
}

export function renderPageHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:site_name', 'Roastie'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    head.url ? `<link rel="canonical" href="${escapeHtml(head.url)}" />` : '',
    head.preloadImage ? renderImagePreload(head.preloadImage) : '',
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
    head.data
      ? `<script type="application/json" id="${escapeHtml(head.data.elementId)}">${scriptSafeJson(head.data.json)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Writes the head into the built index.html at its `<!--app-head-->` marker, replacing the
 * default title and description lines so that each appears once.
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  return indexHtml
    .replace(/^\s*<title>[^<]*<\/title>\s*$/m, '')
    .replace(/^\s*<meta name="description"[^>]*>\s*$/m, '')
    .replace('<!--app-head-->', renderPageHead(head));
}
