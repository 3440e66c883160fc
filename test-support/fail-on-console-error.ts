// Every Vitest project loads this: an unexpected console.error fails the test that caused it
// (React's warnings, the app's own error logs, a library's complaint). A test that expects one
// spies on console.error itself, which replaces this recorder for that test.
import { afterEach, beforeEach, vi } from 'vitest';

let unexpectedErrors: unknown[][] = [];

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args);
  });
});

afterEach(() => {
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    const lines = errors.map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called unexpectedly:\n${lines.join('\n')}`);
  }
});
