// Build step: page-assets.json, what each page of the app loads beyond the entry (its chunk, the
// chunks that chunk imports, and their stylesheets), so the server can write them into the HTML of
// that page's address. The browser then fetches the page's scripts beside the entry instead of
// after it, and the page's styles arrive inside the HTML (plugins/web.ts on the server). The build
// fails when a route of CLIENT_ROUTE_PATTERNS has no page module. docs/decisions/0014-speed.md.
// Core is imported by path: Vite bundles its config's own files but leaves packages to Node,
// which cannot load core's TypeScript.
import {
  CLIENT_ROUTE_PATTERNS,
  NOT_FOUND_PAGE,
  PAGE_ASSETS_FILE,
  pageModuleName,
  type PageAssets,
} from '../../core/src/client-routes.ts';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const PAGE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]([^\\/]+)\.tsx$/;

function importedCss(chunk: OutputChunk): string[] {
  return [...(chunk.viteMetadata?.importedCss ?? [])];
}

/** A chunk's static imports, depth first, each once: the order Vite's loader preloads them in. */
function staticClosure(root: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const seen = new Set<string>();
  const out: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
    out.push(chunk);
  };
  visit(root);
  return out;
}

export function pageAssetsOf(bundle: OutputBundle): Record<string, PageAssets> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return {};
  const entryChunks = staticClosure(entry, bundle);
  const entryScripts = new Set(entryChunks.map((chunk) => chunk.fileName));
  const entryStyles = new Set(entryChunks.flatMap(importedCss));
  const pages: Record<string, PageAssets> = {};
  for (const chunk of chunks) {
    const name = chunk.isDynamicEntry ? PAGE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1] : null;
    if (!name) continue;
    const closure = staticClosure(chunk, bundle);
    pages[name] = {
      scripts: closure.map((c) => c.fileName).filter((file) => !entryScripts.has(file)),
      styles: [...new Set(closure.flatMap(importedCss))].filter((file) => !entryStyles.has(file)),
    };
  }
  return pages;
}

/** The page modules a route (or the not-found page) needs and the build has not got. */
export function missingPages(pages: Record<string, PageAssets>): string[] {
  const names = [...CLIENT_ROUTE_PATTERNS.map(pageModuleName), NOT_FOUND_PAGE];
  return names.filter((name) => !pages[name]);
}

export function pageAssets(): Plugin {
  return {
    name: 'roastie:page-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const pages = pageAssetsOf(bundle);
      const missing = missingPages(pages);
      if (missing.length > 0) {
        this.error(
          `No page module for ${missing.map((n) => `src/app/routes/${n}.tsx`).join(', ')}`,
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_ASSETS_FILE,
        source: JSON.stringify(pages),
      });
    },
  };
}
