import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/user-profile')).toBe('/user-profile');
    expect(safeNextPath('/recipe/42?from=share#steps')).toBe('/recipe/42?from=share#steps');
  });

  it('sends anything else home', () => {
    for (const next of [
      null,
      '',
      'user-profile',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login',
      '/login?next=/x',
    ]) {
      expect(safeNextPath(next), String(next)).toBe('/');
    }
  });
});
