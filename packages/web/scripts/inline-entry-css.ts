// Build step: the stylesheets the entry needs are written into index.html as <style>, not linked.
// A linked stylesheet blocks the first paint for a round trip of its own (about 300 ms on a phone
// on slow 4G); inline, the server-written first screen paints as soon as the page arrives. They are
// about 5 KB compressed, and the files stay in the build for the chunks that ask for them later
// (marked as linked: core's inline-stylesheet.ts). The content security policy allows inline
// styles (server plugins/security.ts). Core is imported by path, as in page-assets.ts.
// docs/decisions/0014-speed.md.
import type { Plugin } from 'vite';
import { inlineStylesheet } from '../../core/src/inline-stylesheet.ts';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

export function inlineEntryCss(): Plugin {
  return {
    name: 'roastie:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string'
              ? asset.source
              : new TextDecoder().decode(asset.source);
          // A stylesheet that could close the element stays a link.
          // A stylesheet that could close the element stays a link.
          return inlineStylesheet(`/${fileName}`, css) ?? link;
        });
      },
    },
  };
}
