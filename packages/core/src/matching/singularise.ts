// English plural to singular for ingredient nouns: a few suffix rules, returning every plausible
// singular (the caller tries each against the catalogue, so an over-eager rule costs nothing).
// Rules follow ordinary English spelling: berries -> berry, tomatoes -> tomato, leaves -> leaf,
// peaches -> peach, eggs -> egg; words ending in ss/us/is are left alone (swiss, asparagus, ...).

const INVARIANT = /(ss|us|is|ous)$/;

export function singularForms(word: string): string[] {
  if (word.length <= 3 || INVARIANT.test(word)) return [];
  const forms: string[] = [];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (/(oes|ses|xes|zes|ches|shes)$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

/** The phrase with its last word singularised (the head noun of an English noun phrase). */
export function singularPhrases(phrase: string): string[] {
  const parts = phrase.split(' ');
  const last = parts.pop();
  if (last === undefined) return [];
  const head = parts.length > 0 ? `${parts.join(' ')} ` : '';
  return singularForms(last).map((form) => `${head}${form}`);
}
