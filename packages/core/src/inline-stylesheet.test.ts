import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet.ts';

describe('inlineStylesheet', () => {
  it('writes the styles in, followed by a disabled link to their file', () => {
    expect(inlineStylesheet('/assets/a-1.css', '.a{margin:0}')).toBe(
      '<style data-href="/assets/a-1.css">.a{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/a-1.css" disabled>',
    );
  });

  it('refuses styles that could close the element', () => {
    expect(inlineStylesheet('/assets/b-1.css', 'a::after{content:"</STYLE>"}')).toBeNull();
  });
});
