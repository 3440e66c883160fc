import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inline-entry-css';

type Handler = (html: string, context: IndexHtmlTransformContext) => string;

function transform(html: string, bundle: Record<string, unknown> | undefined): string {
  const hook = inlineEntryCss().transformIndexHtml;
  if (!hook || typeof hook === 'function' || !('handler' in hook)) throw new Error('no handler');
  const context = { path: '/index.html', filename: 'index.html', bundle };
  return (hook.handler as Handler)(html, context as unknown as IndexHtmlTransformContext);
}

const css = (source: string | Uint8Array) => ({ type: 'asset', source });

describe('inlineEntryCss', () => {
  it('writes each built stylesheet into the page, marked as linked, and keeps everything else', () => {
    const html =
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" href="/assets/page-2.css"></head>';
    const out = transform(html, {
      'assets/index-1.css': css('body{color:red}'),
      'assets/page-2.css': css(new TextEncoder().encode('.page{margin:0}')),
    });
    expect(out).toBe(
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js">' +
        '<style data-href="/assets/index-1.css">body{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/index-1.css" disabled>' +
        '<style data-href="/assets/page-2.css">.page{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/page-2.css" disabled></head>',
    );
  });

  it('leaves a link alone when the file is not in the bundle or could close the element', () => {
    const html =
      '<link rel="stylesheet" href="/assets/gone.css">' +
      '<link rel="stylesheet" href="/assets/odd.css">';
    const out = transform(html, { 'assets/odd.css': css('a{content:"</style>"}') });
    expect(out).toBe(html);
  });

  it('changes nothing in development, where there is no bundle', () => {
    const html = '<link rel="stylesheet" href="/assets/index-1.css">';
    expect(transform(html, undefined)).toBe(html);
  });
});
