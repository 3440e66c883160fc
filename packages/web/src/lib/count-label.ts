// "1 recipe shown", "3 recipes shown": a count with the right plural form of its noun, chosen by
// Intl.PluralRules for English (the app's language), never by hand-written `=== 1` checks.
const rules = new Intl.PluralRules('en');

export interface NounForms {
  one: string;
  other: string;
}

/** The noun form for this count: forms.one for 1, forms.other for 0, 2, 1.5 … */
export function pluralNoun(count: number, forms: NounForms): string {
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** "1 recipe", "12 recipes". */
export function countLabel(count: number, forms: NounForms): string {
  return `${count} ${pluralNoun(count, forms)}`;
}
