// `node --import tsx scripts/screenshots.ts [baseURL] [outDir] [paths...]`: full-page screenshots
// of pages at phone (390 px) and desktop (1280 px) widths, to look at what a cook sees. With
// SHOTS_SIGNED_IN=1 a new local account is registered first, and the pages are seen signed in.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-path.ts';

const [baseURL = 'http://localhost:3000', outDir = '/tmp/shots', ...pages] = process.argv.slice(2);
const targets = pages.length ? pages : ['/', '/about', '/privacy-policy'];
const browser = await chromium.launch({
  executablePath: chromiumPath(),
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
  if (process.env.SHOTS_SIGNED_IN === '1') {
    const registered = await context.request.post(
      new URL('/api/auth/register', baseURL).toString(),
      {
        headers: { origin: new URL(baseURL).origin },
        data: {
          fullName: 'Ada Lovelace',
          email: `ada-${Date.now()}-${width}@roastie.test`,
          password: 'lentils-and-lemons',
        },
      },
    );
    if (!registered.ok()) throw new Error(`Could not register: ${registered.status()}`);
  }
  const page = await context.newPage();
  for (const target of targets) {
    await page.goto(new URL(target, baseURL).toString(), { waitUntil: 'networkidle' });
    // A new account's onboarding dialog would cover every page: close it.
    if (await page.getByRole('dialog').isVisible()) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
    const name =
      (target
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'home') + `-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();
