// npm run parse:report: the ingredient-line parser on the labelled dev lines
// (packages/core/test/data/ingredient-lines-dev.csv): quantity, unit and name accuracy, catalogue
// match rate and share of lines with grams, then the worst misses of each kind.
// Usage: npm run parse:report [-- --misses N]   (N misses per kind, default 15)
import process from 'node:process';
import { CATALOGUE } from '../src/catalogue/catalogue.ts';
import { loadIngredientLinesDevSet } from '../test/ingredient-lines-dev-set.ts';
import { parseMetrics, scoreLine, type LineScore } from '../test/parse-metrics.ts';

const flag = process.argv.indexOf('--misses');
const perKind = flag >= 0 ? Number(process.argv[flag + 1]) || 15 : 15;
const scores = loadIngredientLinesDevSet().map((line) => scoreLine(line, CATALOGUE));
const metrics = parseMetrics(scores);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

console.log(`Ingredient-line parser on ${metrics.lines} labelled dev lines (US locale)\n`);
console.log(`quantity accuracy    ${percent(metrics.quantity).padStart(8)}   (target 97 %)`);
console.log(`unit accuracy        ${percent(metrics.unit).padStart(8)}   (target 95 %)`);
console.log(`name accuracy        ${percent(metrics.name).padStart(8)}   (target 92 %)`);
console.log(`catalogue match      ${percent(metrics.catalogue).padStart(8)}   (target 90 %)`);
console.log(`lines with grams     ${percent(metrics.grams).padStart(8)}   (target 85 %)`);

const show = (title: string, misses: LineScore[], detail: (score: LineScore) => string) => {
  console.log(
    `\n${title}: ${misses.length} lines${misses.length > perKind ? `, first ${perKind}` : ''}`,
  );
  for (const score of misses.slice(0, perKind)) {
    console.log(`  ${score.labelled.line.slice(0, 90)}\n      ${detail(score)}`);
  }
};
const byLength = (a: LineScore, b: LineScore) => a.labelled.line.length - b.labelled.line.length;
const miss = (pick: (score: LineScore) => boolean) => scores.filter((s) => !pick(s)).sort(byLength);

show(
  'Quantity misses',
  miss((s) => s.quantity),
  (s) => `got ${s.parsed.quantity}, labelled ${s.labelled.quantity}`,
);
show(
  'Unit misses',
  miss((s) => s.unit),
  (s) => `got "${s.parsed.unit ?? ''}", labelled "${s.labelled.unit}"`,
);
show(
  'Name misses',
  miss((s) => s.name),
  (s) => `got "${s.parsed.name}", labelled "${s.labelled.name}"`,
);
show(
  'Catalogue misses',
  miss((s) => s.catalogue),
  (s) =>
    `got ${s.parsed.ingredientId ?? 'nothing'} for "${s.parsed.name}", labelled name "${s.labelled.name}" -> ${s.expectedId ?? 'nothing'}`,
);
show(
  'No grams',
  miss((s) => s.grams),
  (s) => `${s.parsed.quantity} "${s.parsed.unit}" of ${s.parsed.ingredientId ?? 'nothing'}`,
);
