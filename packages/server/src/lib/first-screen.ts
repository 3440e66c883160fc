// The first screen the server writes inside the app's empty #root, so that a phone on a slow
// connection shows the header, the page's title and its photo before the JavaScript has loaded;
// React replaces it on its first render. Its look is the web app's styles/first-screen.css, whose
// class names this markup uses (docs/decisions/0014-speed.md).
import { escapeHtml } from './escape-html.ts';

export interface FirstScreen {
  /** 'card': the home page's centred card; 'recipe': the photo above the title (beside it, wide). */
  layout: 'card' | 'recipe';
  heading: string;
  text?: string;
  image?: { src: string; srcSet?: string; sizes?: string; alt: string };
}

const EMPTY_ROOT = '<div id="root"></div>';

function renderPhoto({ src, srcSet, sizes, alt }: NonNullable<FirstScreen['image']>): string {
  const attributes = [
    'class="first-screen-photo"',
    `src="${escapeHtml(src)}"`,
    srcSet ? `srcset="${escapeHtml(srcSet)}"` : '',
    srcSet && sizes ? `sizes="${escapeHtml(sizes)}"` : '',
    `alt="${escapeHtml(alt)}"`,
    'width="800"',
    'height="600"',
    'fetchpriority="high"',
  ];
  return `<img ${attributes.filter(Boolean).join(' ')} />`;
}

export function renderFirstScreen(screen: FirstScreen): string {
  return [
    '<div class="first-screen">',
    '<header class="first-screen-header"><span class="first-screen-brand">Roastie</span></header>',
    `<main class="first-screen-page first-screen-${screen.layout}">`,
    screen.image ? renderPhoto(screen.image) : '',
    '<div class="first-screen-text">',
    `<h1>${escapeHtml(screen.heading)}</h1>`,
    screen.text ? `<p>${escapeHtml(screen.text)}</p>` : '',
    '</div></main></div>',
  ].join('');
}

/** Writes the first screen into the built index.html's empty #root; none leaves it empty. */
export function injectFirstScreen(indexHtml: string, screen: FirstScreen | undefined): string {
  if (!screen) return indexHtml;
  return indexHtml.replace(EMPTY_ROOT, `<div id="root">${renderFirstScreen(screen)}</div>`);
}
