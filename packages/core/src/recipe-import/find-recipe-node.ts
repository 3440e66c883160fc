// Where the Recipe is inside a page's JSON-LD: a top-level object, an array of them, a @graph
// (Yoast and other WordPress plugins), or nested under mainEntity; @type may be a list
// (["Recipe", "NewsArticle"]) or a full IRI ("http://schema.org/Recipe").
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(node: JsonObject): string[] {
  const type = node['@type'] ?? node.type;
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === 'string');
}

export const hasType = (node: JsonObject, wanted: string) =>
  typesOf(node).some((t) => t === wanted || t.endsWith(`/${wanted}`) || t === `schema:${wanted}`);

/** The first schema.org Recipe found, breadth first, or null. */
export function findRecipeNode(data: unknown): JsonObject | null {
  const queue: unknown[] = [data];
  let visited = 0;
  while (queue.length > 0 && visited < 5000) {
    const node = queue.shift();
    visited += 1;
    if (Array.isArray(node)) {
      queue.push(...(node as unknown[]));
      continue;
    }
    if (!isObject(node)) continue;
    if (hasType(node, 'Recipe')) return node;
    for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item']) {
      if (key in node) queue.push(node[key]);
    }
  }
  return null;
}
