// What a page of the web app loads beyond the entry (the build's page-assets.json), written into
// the HTML of that page's address: its scripts as module preloads, fetched beside the entry
// instead of after it has run and asked for them, and its stylesheets inline (core's
// inline-stylesheet.ts, marked as linked so the app's chunk loader does not fetch them). Without
// the file (a development server, tests without a build) pages are sent as they are.
// docs/decisions/0014-speed.md.
import fs from 'node:fs';
import path from 'node:path';
import { inlineStylesheet, PAGE_ASSETS_FILE, type PageAssets } from '@roastie/core';
import { escapeHtml } from './escape-html.ts';

/** The head markup for each page module's assets, by the page module's name. */
export type PageAssetTags = ReadonlyMap<string, string>;

function renderStyle(distDir: string, file: string): string {
  const css = fs.readFileSync(path.join(distDir, file), 'utf8');
  // A stylesheet that could close the element is left for the app to link.
  return inlineStylesheet(escapeHtml(`/${file}`), css) ?? '';
}

function renderAssets(distDir: string, assets: PageAssets): string {
  return [
    ...assets.scripts.map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(`/${file}`)}">`,
    ),
    ...assets.styles.map((file) => renderStyle(distDir, file)),
  ]
    .filter(Boolean)
    .join('');
}

/** Reads the build's page assets once, at start. */
export function loadPageAssetTags(distDir: string): PageAssetTags {
  const file = path.join(distDir, PAGE_ASSETS_FILE);
  if (!fs.existsSync(file)) return new Map();
  const pages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, PageAssets>;
  return new Map(
    Object.entries(pages).map(([name, assets]) => [name, renderAssets(distDir, assets)]),
  );
}

/** The page's assets written at the end of the HTML's head. */
export function injectPageAssets(html: string, tags: string | undefined): string {
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}
