// npm run gi:report: the dev set (packages/core/test/gi-dev-set.ts), measured vs plain vs adjusted
// meal GI per dish, then MAE, mean signed error and band agreement side by side.
// Usage: npm run gi:report [-- --fixture]   (--fixture: use the dev-set foods, not the product catalogue)
import process from 'node:process';
import { PRODUCT_ADJUSTMENTS } from '../src/glycemic/adjustments.ts';
import { devSetCatalogue } from '../test/dev-catalogue-source.ts';
import { metrics, scoreDishes } from '../test/dev-set-metrics.ts';
import { DEV_CATALOGUE } from '../test/fixtures/dev-catalogue.ts';
import { GI_DEV_SET } from '../test/gi-dev-set.ts';

const forceFixture = process.argv.includes('--fixture');
const { catalogue, source } = forceFixture
  ? { catalogue: DEV_CATALOGUE, source: 'fixture' as const }
  : await devSetCatalogue();
const adjustments = { proteinFat: true, acid: true };
const scores = scoreDishes(GI_DEV_SET, catalogue, adjustments);

const show = (value: number | null) => (value === null ? '  -' : value.toFixed(0).padStart(3));
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

console.log(`GI dev set: ${GI_DEV_SET.length} dishes, catalogue: ${source}`);
console.log(
  `Adjustments scored: protein/fat + vinegar. Product applies: ${JSON.stringify(PRODUCT_ADJUSTMENTS)}\n`,
);
console.log(`${'dish'.padEnd(58)} measured plain adjusted  checked amounts`);
for (const score of scores) {
  const { dish } = score;
  console.log(
    `${dish.name.slice(0, 57).padEnd(58)} ${show(dish.measuredGi).padStart(8)} ${show(score.plain).padStart(5)} ${show(score.adjusted).padStart(8)}  ${(dish.measuredChecked ? 'yes' : 'no').padEnd(7)} ${dish.amounts}`,
  );
  for (const problem of score.unmatched) console.log(`${''.padEnd(4)}unmatched: ${problem}`);
}

const plain = metrics(scores, 'plain');
const adjusted = metrics(scores, 'adjusted');
const checkedOnly = scores.filter((score) => score.dish.measuredChecked);
console.log(`\n${''.padEnd(26)}${'plain'.padStart(10)}${'adjusted'.padStart(10)}`);
console.log(
  `${'dishes scored'.padEnd(26)}${String(plain.n).padStart(10)}${String(adjusted.n).padStart(10)}`,
);
console.log(
  `${'MAE (GI units)'.padEnd(26)}${plain.mae.toFixed(1).padStart(10)}${adjusted.mae.toFixed(1).padStart(10)}`,
);
console.log(
  `${'mean signed error'.padEnd(26)}${signed(plain.bias).padStart(10)}${signed(adjusted.bias).padStart(10)}`,
);
console.log(
  `${'band agreement'.padEnd(26)}${`${(plain.bandAgreement * 100).toFixed(0)}%`.padStart(10)}${`${(adjusted.bandAgreement * 100).toFixed(0)}%`.padStart(10)}`,
);
const checkedPlain = metrics(checkedOnly, 'plain');
const checkedAdjusted = metrics(checkedOnly, 'adjusted');
console.log(
  `${'MAE, checked values only'.padEnd(26)}${checkedPlain.mae.toFixed(1).padStart(10)}${checkedAdjusted.mae.toFixed(1).padStart(10)}  (n=${checkedPlain.n})`,
);

// Each adjustment on its own, to show what each one contributes.
for (const [label, choice] of [
  ['protein/fat only', { proteinFat: true, acid: false }],
  ['vinegar only', { proteinFat: false, acid: true }],
] as const) {
  const only = metrics(scoreDishes(GI_DEV_SET, catalogue, choice), 'adjusted');
  console.log(
    `${label.padEnd(26)}MAE ${only.mae.toFixed(1)}, mean signed error ${signed(only.bias)}, band agreement ${(only.bandAgreement * 100).toFixed(0)}%`,
  );
}
