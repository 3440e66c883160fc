import { defineConfig, devices } from '@playwright/test';
import { assignFreePorts } from './e2e/free-ports.ts';
import { chromiumPath } from './scripts/chromium-path.ts';

// Journeys run in the system's Chromium (Playwright cannot download its own here) against the
// built app served by the real server on a throwaway database. The ports are free ones picked per
// run (the workers inherit them through the environment), unless set.
const ports = assignFreePorts(['E2E_PORT', 'E2E_GOOGLE_PORT', 'E2E_GOOGLE_SIGNER_PORT']);
const port = ports.E2E_PORT;
/** A second server with Google sign-in configured against a local issuer. */
const googlePort = ports.E2E_GOOGLE_PORT;
const chromium = chromiumPath();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  // Generous limits: CI and developers run on 2 shared cores under load, where a journey that
  // takes 12 s on a quiet machine can take 40 s. Tests wait on events; these only end a hang.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /google\.spec/,
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
    },
    {
      name: 'desktop',
      testIgnore: /google\.spec/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'google',
      testMatch: /google\.spec/,
      use: { baseURL: `http://localhost:${googlePort}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/e2e-server.ts',
      url: `http://localhost:${port}/readyz`,
      // Journeys register several accounts from one address: lift the per-address limits.
      env: {
        PORT: String(port),
        NODE_ENV: 'production',
        REGISTER_RATE_LIMIT: '1000',
        LOGIN_RATE_LIMIT: '1000',
        // The import journey's recipe pages are served from 127.0.0.1 by the test itself.
        IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      },
      reuseExistingServer: false,
      // SIGTERM, not Playwright's default SIGKILL: the server shuts down and its exit handlers
      // drop the run's PostgreSQL database and data directory (scripts/e2e-server.ts).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx scripts/e2e-google-server.ts',
      url: `http://localhost:${googlePort}/readyz`,
      env: { PORT: String(googlePort), NODE_ENV: 'production' },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 }, // as above
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
