import { CLIENT_ROUTE_PATTERNS, pageModuleName } from '@roastie/core';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { missingPages, pageAssetsOf } from './page-assets';

interface FakeChunk {
  fileName: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  page?: string;
}

/** The fields of Rolldown's output chunks that pageAssetsOf reads. */
function bundleOf(chunks: FakeChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      {
        type: 'chunk',
        fileName: chunk.fileName,
        imports: chunk.imports ?? [],
        isEntry: chunk.isEntry ?? false,
        isDynamicEntry: chunk.page !== undefined,
        facadeModuleId: chunk.page ? `/repo/packages/web/src/app/routes/${chunk.page}.tsx` : null,
        viteMetadata: { importedCss: new Set(chunk.css ?? []), importedAssets: new Set() },
      },
    ]),
  ) as unknown as Rolldown.OutputBundle;
}

describe('pageAssetsOf', () => {
  const bundle = bundleOf([
    { fileName: 'assets/index.js', isEntry: true, imports: ['assets/button.js'] },
    { fileName: 'assets/button.js', css: ['assets/button.css'] },
    { fileName: 'assets/x.js' },
    {
      fileName: 'assets/dialog.js',
      imports: ['assets/x.js', 'assets/button.js'],
      css: ['assets/dialog.css'],
    },
    {
      fileName: 'assets/recipe.js',
      page: 'recipe',
      imports: ['assets/dialog.js', 'assets/button.js'],
      css: ['assets/recipe.css'],
    },
    { fileName: 'assets/about.js', page: 'about', css: ['assets/about.css', 'assets/button.css'] },
    { fileName: 'assets/lazy-editor-part.js', imports: ['assets/x.js'] },
  ]);

  it('lists what a page loads beyond the entry, its imports before it', () => {
    const pages = pageAssetsOf(bundle);
    expect(pages.recipe).toEqual({
      scripts: ['assets/x.js', 'assets/dialog.js', 'assets/recipe.js'],
      styles: ['assets/dialog.css', 'assets/recipe.css'],
    });
    expect(pages.about).toEqual({ scripts: ['assets/about.js'], styles: ['assets/about.css'] });
    expect(Object.keys(pages).sort()).toEqual(['about', 'recipe']);
  });

  it('names every route whose page module the build lacks', () => {
    expect(missingPages(pageAssetsOf(bundle))).toEqual(
      [...CLIENT_ROUTE_PATTERNS.map(pageModuleName), 'not-found'].filter(
        (name) => name !== 'recipe' && name !== 'about',
      ),
    );
  });
});
