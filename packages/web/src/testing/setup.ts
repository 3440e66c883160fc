import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { unmockedRequests } from './mock-fetch.ts';

// findBy* and waitFor wait for an event, polling until this ceiling: wide enough for a lazily
// loaded page on a busy two-core machine (docs/decisions/0006-testing.md). 20 s once ran out
// beside a CPU burner and a build; it stays under the 60 s test limit so a miss names its element.
configure({ asyncUtilTimeout: 45_000 });

afterEach(() => {
  const unmocked = unmockedRequests.splice(0);
  if (unmocked.length > 0) throw new Error(`Requests with no mock: ${unmocked.join(', ')}`);
});

// jsdom has no layout, so no scrolling: React Router's scroll restoration and the back-to-top
// button call scrollTo, which jsdom only reports as "not implemented". Nothing to scroll here.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

// Preact runs effects, and their clean-ups, after the next frame. Wait for that frame once a file's
// tests are done, so the last of them run while the file's window still exists.
afterAll(async () => {
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
});
