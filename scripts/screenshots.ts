// `node --import tsx scripts/screenshots.ts [baseURL] [outDir] [paths...]`: full-page screenshots
// of pages at phone (390 px) and desktop (1280 px) widths, to look at what a cook sees.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [baseURL = 'http://localhost:3000', outDir = '/tmp/shots', ...pages] = process.argv.slice(2);
const targets = pages.length ? pages : ['/', '/about', '/privacy-policy'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
fs.mkdirSync(outDir, { recursive: true });
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 800 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  for (const target of targets) {
    await page.goto(new URL(target, baseURL).toString(), { waitUntil: 'networkidle' });
    const name =
      (target.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + `-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();
