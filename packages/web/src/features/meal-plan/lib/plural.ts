// "1 serving", "2 servings": English plurals by Intl.PluralRules, so "1.5 servings" reads right too.
const rules = new Intl.PluralRules('en-GB');

export function plural(count: number, one: string, other: string): string {
  return `${count} ${rules.select(count) === 'one' ? one : other}`;
}
