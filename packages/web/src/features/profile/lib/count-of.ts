// The number in a list answer: `{count}` when the server gives one, else the length of the list
// (`{data: [...]}`, `{likedRecipes: [...]}` or a bare array). Anything else is not a count.

export function countOf(answer: unknown, listKey: string): number {
  if (Array.isArray(answer)) return answer.length;
  if (answer && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    if (typeof record.count === 'number' && Number.isFinite(record.count)) return record.count;
    const list = record[listKey];
    if (Array.isArray(list)) return list.length;
  }
  throw new Error('The answer holds no count.');
}
