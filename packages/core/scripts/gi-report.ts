// npm run gi:report: the dev set (packages/core/test/gi-dev-set.ts), measured vs plain vs product
// GI per dish, then every variant (plain mean, each adjustment alone and together, each with and
// without the linear calibration) scored by 5-fold cross-validation on the checked dishes: MAE,
// mean signed error, band agreement. Calibrations are fitted on the training folds only. Then the
// calibration fitted on every checked dish and the cross-validated residual percentiles: the
// constants of calibration.ts. Last, the shipped engine scored on the unchecked dishes, which no
// fit has seen.
// Usage: npm run gi:report [-- --fixture]   (--fixture: use the dev-set foods, not the product catalogue)
import process from 'node:process';
import { PRODUCT_ADJUSTMENTS } from '../src/glycemic/adjustments.ts';
import { PRODUCT_CALIBRATION } from '../src/glycemic/calibration.ts';
import { computeRecipeGlycemic } from '../src/glycemic/compute-recipe-glycemic.ts';
import { quantile } from '../src/glycemic/fit-calibration.ts';
import { devSetCatalogue } from '../test/dev-catalogue-source.ts';
import {
  crossValidate,
  FOLDS,
  fitOnAll,
  scoreShipped,
  SEED,
  VARIANTS,
} from '../test/dev-set-cv.ts';
import { DEV_CATALOGUE } from '../test/fixtures/dev-catalogue.ts';
import { CHECKED_DEV_SET, GI_DEV_SET, UNCHECKED_DEV_SET } from '../test/gi-dev-set.ts';

const forceFixture = process.argv.includes('--fixture');
const { catalogue, source } = forceFixture
  ? { catalogue: DEV_CATALOGUE, source: 'fixture' as const }
  : await devSetCatalogue();

const show = (value: number | null) => (value === null ? '  -' : value.toFixed(0).padStart(3));
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;
const checked = CHECKED_DEV_SET.length;

console.log(
  `GI dev set: ${GI_DEV_SET.length} dishes (${checked} values checked against a source), catalogue: ${source}`,
);
console.log(
  `Product: adjustments ${JSON.stringify(PRODUCT_ADJUSTMENTS)}, calibration ${JSON.stringify(PRODUCT_CALIBRATION)}\n`,
);
console.log(`${'dish'.padEnd(52)} measured plain product  checked`);
for (const dish of GI_DEV_SET) {
  const recipe = { lines: dish.lines, servings: 1 };
  const plain = computeRecipeGlycemic(recipe, catalogue, {
    adjustments: { proteinFat: false, acid: false },
    calibration: null,
  });
  const product = computeRecipeGlycemic(recipe, catalogue);
  console.log(
    `${dish.name.slice(0, 51).padEnd(52)} ${show(dish.measuredGi).padStart(8)} ${show(plain.glycemicIndex).padStart(5)} ${show(product.glycemicIndex).padStart(7)}  ${dish.measuredChecked ? 'yes' : 'no'}`,
  );
  for (const { line, reason } of plain.unmatched)
    console.log(`    unmatched: ${line.name}: ${reason}`);
}

console.log(
  `\n${FOLDS}-fold cross-validation (seed ${SEED}) on the ${checked} checked dishes; calibrations fitted on training folds only`,
);
console.log(
  `${'variant'.padEnd(28)}${'MAE'.padStart(6)}${'signed'.padStart(8)}${'band'.padStart(7)}`,
);
for (const variant of VARIANTS) {
  const result = crossValidate(CHECKED_DEV_SET, catalogue, variant);
  console.log(
    `${variant.label.padEnd(28)}${result.mae.toFixed(1).padStart(6)}${signed(result.bias).padStart(8)}${`${(result.bandAgreement * 100).toFixed(0)}%`.padStart(7)}`,
  );
}

const shipped = VARIANTS.find(
  (variant) =>
    variant.calibrated &&
    variant.adjustments.proteinFat === PRODUCT_ADJUSTMENTS.proteinFat &&
    variant.adjustments.acid === PRODUCT_ADJUSTMENTS.acid,
)!;
const fit = fitOnAll(CHECKED_DEV_SET, catalogue, shipped.adjustments);
const residuals = crossValidate(CHECKED_DEV_SET, catalogue, shipped).residuals;
console.log(
  `\nCalibration on the checked dishes (${shipped.label}): intercept ${fit.intercept.toFixed(2)}, slope ${fit.slope.toFixed(3)}; cross-validated residual 10th/90th percentile ${quantile(residuals, 0.1).toFixed(1)} / ${quantile(residuals, 0.9).toFixed(1)}`,
);

const outside = scoreShipped(UNCHECKED_DEV_SET, catalogue);
console.log(
  `Shipped engine on the ${outside.n} unchecked dishes (never fitted on): MAE ${outside.mae.toFixed(1)}, signed ${signed(outside.bias)}, band ${(outside.bandAgreement * 100).toFixed(0)}%`,
);
