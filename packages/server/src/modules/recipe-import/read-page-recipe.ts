// The recipe data in a fetched page: every <script type="application/ld+json"> block, then
// schema.org microdata (itemscope itemtype=".../Recipe") read into the same JSON-LD shape, so core's
// one reader (readJsonLdRecipe) handles both (docs/decisions/0013-recipe-import-and-export.md).
import { readJsonLdRecipe, type RecipeSource } from '@roastie/core';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) =>
  element.attrs.find((a) => a.name === name)?.value ?? null;
const childrenOf = (node: Node): Node[] =>
  'content' in node && node.nodeName === 'template'
    ? (node as DefaultTreeAdapterMap['template']).content.childNodes
    : 'childNodes' in node
      ? node.childNodes
      : [];

function textContent(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return childrenOf(node).map(textContent).join(' ');
}

function* elements(node: Node): Generator<Element> {
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (isElement(next)) yield next;
    stack.push(...childrenOf(next).slice().reverse());
  }
}

function jsonLdBlocks(document: Node): unknown[] {
  const blocks: unknown[] = [];
  for (const element of elements(document)) {
    if (element.tagName !== 'script') continue;
    if (!/ld\+json/i.test(attr(element, 'type') ?? '')) continue;
    try {
      blocks.push(JSON.parse(textContent(element)) as unknown);
    } catch {
      // A broken block on a page is common; the others (or the microdata) may still hold the recipe.
    }
  }
  return blocks;
}

/** An itemprop's value as microdata defines it (content, href, src, datetime, else the text). */
function propertyValue(element: Element): unknown {
  if (attr(element, 'itemscope') !== null) return itemObject(element);
  const direct = attr(element, 'content') ?? attr(element, 'datetime');
  if (direct !== null) return direct;
  if (['a', 'link'].includes(element.tagName)) return attr(element, 'href') ?? '';
  if (['img', 'source', 'video', 'audio'].includes(element.tagName))
    return attr(element, 'src') ?? '';
  if (element.tagName === 'meta') return attr(element, 'content') ?? '';
  return textContent(element).replace(/\s+/g, ' ').trim();
}

/** An itemscope element as a JSON-LD-like object: repeated properties become lists. */
function itemObject(scope: Element): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  const type = attr(scope, 'itemtype');
  if (type)
    item['@type'] = type.split(/\s+/).map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
  const visit = (node: Node) => {
    for (const child of childrenOf(node)) {
      if (!isElement(child)) continue;
      const names = attr(child, 'itemprop');
      if (names) {
        const value = propertyValue(child);
        for (const name of names.split(/\s+/)) {
          const existing = item[name];
          item[name] =
            existing === undefined
              ? value
              : [...(Array.isArray(existing) ? existing : [existing]), value];
        }
      }
      // A nested item owns its own properties; anything else is looked through.
      if (attr(child, 'itemscope') === null) visit(child);
    }
  };
  visit(scope);
  return item;
}

function microdataRecipes(document: Node): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const element of elements(document)) {
    const type = attr(element, 'itemtype') ?? '';
    if (attr(element, 'itemscope') !== null && /schema\.org\/Recipe\b/i.test(type)) {
      const recipe = itemObject(element);
      // Steps marked up as items (HowToStep) inside a plain recipeInstructions list land on the
      // recipe itself; they are the method, better than the list's flattened text.
      const steps = recipe.itemListElement ?? recipe.step;
      if (steps !== undefined) recipe.recipeInstructions = steps;
      found.push(recipe);
    }
  }
  return found;
}

/** The page's recipe, from JSON-LD first, then microdata; null when the page has none. */
export function readPageRecipe(html: string): RecipeSource | null {
  const document = parse(html);
  return readJsonLdRecipe(jsonLdBlocks(document)) ?? readJsonLdRecipe(microdataRecipes(document));
}
