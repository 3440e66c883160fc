// A built stylesheet written into a page's HTML instead of linked: it arrives with the page, and no
// request blocks the first paint. It is followed by a disabled link to its file, which browsers do
// not fetch and Vite's chunk loader takes as already linked, so a chunk that imports the same
// styles does not download them again (docs/decisions/0014-speed.md). Used by the web build for
// the entry's styles and by the server for each page's.

/** The markup for the stylesheet at `href` (attribute-safe); null if `css` could close it. */
export function inlineStylesheet(href: string, css: string): string | null {
  if (/<\/style/i.test(css)) return null;
  return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
}
