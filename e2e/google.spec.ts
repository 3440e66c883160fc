// Google sign-in end to end: the page loads Google Identity Services (here a stand-in served in
// its place, since this machine has no internet), which hands over an ID token signed by the
// local issuer with the page's one-time nonce; the server verifies it for real and signs in.
import { expect, test } from './fixtures.ts';

const SIGNER = `http://127.0.0.1:${process.env.E2E_GOOGLE_SIGNER_PORT}/sign`;
const CLIENT_ID = 'roastie-test.apps.googleusercontent.com';

/** What accounts.google.com/gsi/client provides, reduced to what Roastie calls. */
const FAKE_GSI = `
window.google = { accounts: { id: {
  initialize(config) { window.__gsiConfig = config; },
  renderButton(parent, options) {
    window.__gsiButtonOptions = options;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Sign in with Google';
    button.onclick = async () => {
      const credential = await window.__signAsGoogle(window.__gsiConfig.nonce);
      window.__gsiConfig.callback({ credential });
    };
    parent.appendChild(button);
  },
  cancel() {},
} } };`;

test('a cook signs in with Google, verified by the server', async ({ page }, testInfo) => {
  const sub = `google-${Date.now()}-${testInfo.project.name}`;
  await page.exposeFunction('__signAsGoogle', async (nonce: string) => {
    const response = await fetch(SIGNER, {
      method: 'POST',
      body: JSON.stringify({ sub, nonce, email: `${sub}@gmail.test`, name: 'Grace Hopper' }),
    });
    return response.text();
  });
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GSI }),
  );

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText('Hello, Grace!')).toBeVisible();

  const config = await page.evaluate(() => {
    const w = window as unknown as {
      __gsiConfig: Record<string, unknown>;
      __gsiButtonOptions: Record<string, unknown>;
    };
    return { id: w.__gsiConfig, button: w.__gsiButtonOptions };
  });
  // docs/product.md section 2: popup, auto-select, cancel on tap outside; pill, outline, medium, en-GB.
  expect(config.id).toMatchObject({
    client_id: CLIENT_ID,
    ux_mode: 'popup',
    auto_select: true,
    cancel_on_tap_outside: true,
  });
  expect(config.button).toMatchObject({
    shape: 'pill',
    theme: 'outline',
    size: 'medium',
    locale: 'en-GB',
  });

  const me = await page.request.get('/api/user');
  expect(me.ok()).toBe(true);
  expect(await me.json()).toMatchObject({ firstName: 'Grace', fullName: 'Grace Hopper' });
});

test("says so when Google's script cannot load", async ({ page, consoleErrors }) => {
  await page.route('https://accounts.google.com/gsi/client', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Try Google sign-in again' })).toBeVisible();
  // Chromium reports the blocked script itself; that one is expected here.
  const blocked = consoleErrors.findIndex((e) => e.includes('ERR_FAILED'));
  if (blocked >= 0) consoleErrors.splice(blocked, 1);
});
