import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_ASSETS_FILE } from '@roastie/core';
import { injectPageAssets, loadPageAssetTags } from './page-assets.ts';

describe('page assets', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true })));

  function dist(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roastie-dist-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  }

  it('has nothing to add when the build wrote no list', () => {
    expect(loadPageAssetTags(dist({})).size).toBe(0);
    expect(injectPageAssets('<head></head>', undefined)).toBe('<head></head>');
  });

  it('leaves a stylesheet that could close its element for the app to link', () => {
    const dir = dist({
      [PAGE_ASSETS_FILE]: JSON.stringify({
        shop: { scripts: ['assets/shop-1.js'], styles: ['assets/odd-1.css', 'assets/shop-1.css'] },
      }),
      'assets/odd-1.css': 'a::after{content:"</style>"}',
      'assets/shop-1.css': '.shop{margin:0}',
    });
    const tags = loadPageAssetTags(dir).get('shop');
    expect(tags).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/shop-1.js">' +
        '<style data-href="/assets/shop-1.css">.shop{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/shop-1.css" disabled>',
    );
    expect(injectPageAssets('<head><title>x</title></head><body></body>', tags)).toBe(
      `<head><title>x</title>${tags}</head><body></body>`,
    );
  });
});
